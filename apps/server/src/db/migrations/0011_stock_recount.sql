CREATE TABLE "stock_count_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"count_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"stock_then" numeric(14, 3) NOT NULL,
	"counted" numeric(14, 3) NOT NULL,
	"expected" numeric(14, 3) NOT NULL,
	"counted_mark" bigint NOT NULL,
	"counted_by_user_id" integer NOT NULL,
	"counted_by_name" text NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'counting' NOT NULL,
	"adjustment" numeric(14, 3),
	"decided_by_user_id" integer,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "stock_count_lines_counted" CHECK ("stock_count_lines"."counted" >= 0),
	CONSTRAINT "stock_count_lines_state" CHECK ("stock_count_lines"."state" in ('counting', 'posted', 'awaiting-approval', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"outlet_id" text NOT NULL,
	"place_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"start_mark" bigint NOT NULL,
	"started_by_user_id" integer NOT NULL,
	"started_by_name" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by_user_id" integer,
	"closed_by_name" text,
	"closed_at" timestamp with time zone,
	CONSTRAINT "stock_counts_status" CHECK ("stock_counts"."status" in ('open', 'submitted', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "stock_moves" ADD COLUMN "count_line_id" integer;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_place_id_stock_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."stock_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_counted_by_user_id_users_id_fk" FOREIGN KEY ("counted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_place_id_stock_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."stock_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_lines_product_idx" ON "stock_count_lines" USING btree ("count_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_lines_open_idx" ON "stock_count_lines" USING btree ("place_id","product_id") WHERE "stock_count_lines"."state" in ('counting', 'awaiting-approval');--> statement-breakpoint
CREATE INDEX "stock_count_lines_awaiting_idx" ON "stock_count_lines" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_counts_open_idx" ON "stock_counts" USING btree ("place_id") WHERE "stock_counts"."status" = 'open';--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_count_line_id_stock_count_lines_id_fk" FOREIGN KEY ("count_line_id") REFERENCES "public"."stock_count_lines"("id") ON DELETE no action ON UPDATE no action;