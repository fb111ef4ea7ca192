CREATE TABLE "destruction_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destruction_photos_type" CHECK ("destruction_photos"."content_type" in ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "destruction_photos_size" CHECK (octet_length("destruction_photos"."bytes") between 1 and 5242880)
);
--> statement-breakpoint
CREATE TABLE "stock_destructions" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"outlet_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"photo_id" integer,
	"business_day" date NOT NULL,
	"stock_move_id" bigint NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_destructions_quantity_positive" CHECK ("stock_destructions"."quantity" > 0),
	CONSTRAINT "stock_destructions_reason" CHECK ("stock_destructions"."reason" in ('expired', 'spoiled', 'damaged', 'other')),
	CONSTRAINT "stock_destructions_other_note" CHECK ("stock_destructions"."reason" <> 'other' or "stock_destructions"."note" is not null),
	CONSTRAINT "stock_destructions_evidence" CHECK ("stock_destructions"."note" is not null or "stock_destructions"."photo_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "store_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"outlet_id" text NOT NULL,
	"business_day" date NOT NULL,
	"product_id" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"amount_paise" bigint,
	"source" text NOT NULL,
	"file_name" text,
	"created_by_user_id" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_sales_quantity_positive" CHECK ("store_sales"."quantity" > 0),
	CONSTRAINT "store_sales_amount_not_negative" CHECK ("store_sales"."amount_paise" >= 0),
	CONSTRAINT "store_sales_source" CHECK ("store_sales"."source" in ('grid', 'upload'))
);
--> statement-breakpoint
ALTER TABLE "destruction_photos" ADD CONSTRAINT "destruction_photos_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_destructions" ADD CONSTRAINT "stock_destructions_place_id_stock_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."stock_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_destructions" ADD CONSTRAINT "stock_destructions_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_destructions" ADD CONSTRAINT "stock_destructions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_destructions" ADD CONSTRAINT "stock_destructions_photo_id_destruction_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."destruction_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_destructions" ADD CONSTRAINT "stock_destructions_stock_move_id_stock_moves_id_fk" FOREIGN KEY ("stock_move_id") REFERENCES "public"."stock_moves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_destructions" ADD CONSTRAINT "stock_destructions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_destructions_move_idx" ON "stock_destructions" USING btree ("stock_move_id");--> statement-breakpoint
CREATE INDEX "stock_destructions_day_idx" ON "stock_destructions" USING btree ("business_day","outlet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_sales_day_product_idx" ON "store_sales" USING btree ("outlet_id","business_day","product_id");--> statement-breakpoint
CREATE INDEX "store_sales_day_idx" ON "store_sales" USING btree ("business_day");