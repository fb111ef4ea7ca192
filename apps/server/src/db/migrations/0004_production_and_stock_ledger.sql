CREATE TABLE "inventories" (
	"outlet_id" text NOT NULL,
	"product_id" text NOT NULL,
	"opening_stock" numeric(14, 3) DEFAULT 0 NOT NULL,
	"min_stock" numeric(14, 3),
	"acceptable_stock" numeric(14, 3),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventories_outlet_id_product_id_pk" PRIMARY KEY("outlet_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_suppliers" (
	"product_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"supply_price" numeric(12, 2),
	CONSTRAINT "product_suppliers_product_id_supplier_id_pk" PRIMARY KEY("product_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"variant_name" text DEFAULT '' NOT NULL,
	"product_type" text DEFAULT '' NOT NULL,
	"team_id" text,
	"source" text DEFAULT 'website' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source" text DEFAULT 'website' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"variant_name" text NOT NULL,
	"product_type" text NOT NULL,
	"unit_name" text NOT NULL,
	"quantity_sent" numeric(14, 3) NOT NULL,
	"quantity_received" numeric(14, 3),
	"sender_outlet_id" text NOT NULL,
	"receiver_outlet_id" text NOT NULL,
	"folder_id" text NOT NULL,
	"batch_id" text NOT NULL,
	"batch_order" integer NOT NULL,
	"team_id" text,
	"driver_name" text,
	"vehicle_number" text,
	"receiver_id" text,
	"created_by_user_id" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"business_day" date NOT NULL,
	"request_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "production_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"variant_name" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"user_id" text NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"folder_id" text NOT NULL,
	"batch_id" text NOT NULL,
	"batch_order" integer NOT NULL,
	"team_id" text NOT NULL,
	"act_req" numeric(14, 3),
	"total_plan" numeric(14, 3),
	"calc_weight" text,
	"schedule_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"business_day" date NOT NULL,
	"request_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"team_name" text NOT NULL,
	"business_day" date NOT NULL,
	"production_number" integer NOT NULL,
	"batch_id" text NOT NULL,
	"rows" jsonb NOT NULL,
	"saved_by_user_id" integer NOT NULL,
	"saved_by_name" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by_user_id" integer,
	"confirmed_by_name" text,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD CONSTRAINT "product_suppliers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD CONSTRAINT "product_suppliers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_movements" ADD CONSTRAINT "product_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_movements" ADD CONSTRAINT "product_movements_sender_outlet_id_outlets_id_fk" FOREIGN KEY ("sender_outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_movements" ADD CONSTRAINT "product_movements_receiver_outlet_id_outlets_id_fk" FOREIGN KEY ("receiver_outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_movements" ADD CONSTRAINT "product_movements_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_movements" ADD CONSTRAINT "product_movements_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_message_id_mail_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mail_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_entries" ADD CONSTRAINT "production_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_entries" ADD CONSTRAINT "production_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_entries" ADD CONSTRAINT "production_entries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_entries" ADD CONSTRAINT "production_entries_schedule_id_production_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."production_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_schedules" ADD CONSTRAINT "production_schedules_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_schedules" ADD CONSTRAINT "production_schedules_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_schedules" ADD CONSTRAINT "production_schedules_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventories_product_idx" ON "inventories" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_suppliers_supplier_idx" ON "product_suppliers" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "products_team_idx" ON "products" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "product_movements_day_team_idx" ON "product_movements" USING btree ("business_day","team_id","folder_id");--> statement-breakpoint
CREATE INDEX "product_movements_receiver_idx" ON "product_movements" USING btree ("receiver_outlet_id","folder_id");--> statement-breakpoint
CREATE INDEX "product_movements_request_idx" ON "product_movements" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "mail_attachments_message_idx" ON "mail_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_messages_created_idx" ON "mail_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "production_entries_team_day_idx" ON "production_entries" USING btree ("team_id","business_day","folder_id");--> statement-breakpoint
CREATE INDEX "production_entries_request_idx" ON "production_entries" USING btree ("request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "production_schedules_number_idx" ON "production_schedules" USING btree ("team_id","business_day","production_number");--> statement-breakpoint
-- The stock ledger is append-only: a correction is a new movement, so history can always be replayed.
CREATE FUNCTION product_movements_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'product_movements is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER product_movements_append_only BEFORE UPDATE OR DELETE ON "product_movements"
  FOR EACH ROW EXECUTE FUNCTION product_movements_append_only();--> statement-breakpoint
-- The business's own supplier (operations.md §9, OWN_SUPPLIER_ID in the contract): reference data.
INSERT INTO "suppliers" ("id", "name", "source") VALUES ('terra-own', 'Terra (own production)', 'website');
