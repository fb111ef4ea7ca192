CREATE TABLE "packing_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"production_entry_id" bigint NOT NULL,
	"product_id" text NOT NULL,
	"team_id" text NOT NULL,
	"business_day" date NOT NULL,
	"packs" integer NOT NULL,
	"packed_by_user_id" integer NOT NULL,
	"packed_by_name" text NOT NULL,
	"packed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_key" text NOT NULL,
	CONSTRAINT "packing_entries_packs_positive" CHECK ("packing_entries"."packs" > 0)
);
--> statement-breakpoint
ALTER TABLE "packing_entries" ADD CONSTRAINT "packing_entries_production_entry_id_production_entries_id_fk" FOREIGN KEY ("production_entry_id") REFERENCES "public"."production_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_entries" ADD CONSTRAINT "packing_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_entries" ADD CONSTRAINT "packing_entries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packing_entries" ADD CONSTRAINT "packing_entries_packed_by_user_id_users_id_fk" FOREIGN KEY ("packed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "packing_entries_team_day_idx" ON "packing_entries" USING btree ("team_id","business_day");--> statement-breakpoint
CREATE INDEX "packing_entries_production_idx" ON "packing_entries" USING btree ("production_entry_id");--> statement-breakpoint
CREATE INDEX "packing_entries_request_idx" ON "packing_entries" USING btree ("request_key");--> statement-breakpoint
-- The packing log is append-only like the ledgers: a mistake is corrected by what comes after it.
CREATE FUNCTION packing_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'packing_entries is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER packing_entries_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON "packing_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION packing_entries_append_only();
