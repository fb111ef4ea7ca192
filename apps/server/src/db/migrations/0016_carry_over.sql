CREATE TABLE "carry_over_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"carry_over_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"section" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "carry_over_lines_quantity_positive" CHECK ("carry_over_lines"."quantity" > 0),
	CONSTRAINT "carry_over_lines_section" CHECK ("carry_over_lines"."section" in ('GODOWN', 'BAKERY', 'KITCHEN', 'PACKING'))
);
--> statement-breakpoint
CREATE TABLE "carry_over_products" (
	"carry_over_id" integer NOT NULL,
	"month" date NOT NULL,
	"product_id" text NOT NULL,
	"ledger_closing" numeric(14, 3) NOT NULL,
	"counted" numeric(14, 3) NOT NULL,
	CONSTRAINT "carry_over_products_carry_over_id_product_id_pk" PRIMARY KEY("carry_over_id","product_id"),
	CONSTRAINT "carry_over_products_counted" CHECK ("carry_over_products"."counted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carry_overs" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" date NOT NULL,
	"supplier_id" text NOT NULL,
	"posted_by_user_id" integer,
	"posted_by_name" text NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closed_months" (
	"month" date PRIMARY KEY NOT NULL,
	"closed_by_user_id" integer,
	"closed_by_name" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closed_months_first_day" CHECK (extract(day from "closed_months"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "material_issue_lines" (
	"note_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	CONSTRAINT "material_issue_lines_note_id_line_no_pk" PRIMARY KEY("note_id","line_no"),
	CONSTRAINT "material_issue_lines_quantity_positive" CHECK ("material_issue_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "material_issue_note_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_issue_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"section" text NOT NULL,
	"issue_day" date NOT NULL,
	"received_by" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"issued_by_user_id" integer,
	"issued_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_issue_notes_section" CHECK ("material_issue_notes"."section" in ('BAKERY', 'KITCHEN', 'PACKING'))
);
--> statement-breakpoint
ALTER TABLE "carry_over_lines" ADD CONSTRAINT "carry_over_lines_carry_over_id_carry_overs_id_fk" FOREIGN KEY ("carry_over_id") REFERENCES "public"."carry_overs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carry_over_lines" ADD CONSTRAINT "carry_over_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carry_over_products" ADD CONSTRAINT "carry_over_products_carry_over_id_carry_overs_id_fk" FOREIGN KEY ("carry_over_id") REFERENCES "public"."carry_overs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carry_over_products" ADD CONSTRAINT "carry_over_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carry_overs" ADD CONSTRAINT "carry_overs_month_closed_months_month_fk" FOREIGN KEY ("month") REFERENCES "public"."closed_months"("month") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carry_overs" ADD CONSTRAINT "carry_overs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carry_overs" ADD CONSTRAINT "carry_overs_posted_by_user_id_users_id_fk" FOREIGN KEY ("posted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_months" ADD CONSTRAINT "closed_months_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_issue_lines" ADD CONSTRAINT "material_issue_lines_note_id_material_issue_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."material_issue_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_issue_lines" ADD CONSTRAINT "material_issue_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_issue_notes" ADD CONSTRAINT "material_issue_notes_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carry_over_lines_product_section_idx" ON "carry_over_lines" USING btree ("carry_over_id","product_id","section");--> statement-breakpoint
CREATE UNIQUE INDEX "carry_over_products_month_product_idx" ON "carry_over_products" USING btree ("month","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carry_overs_month_supplier_idx" ON "carry_overs" USING btree ("month","supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_issue_lines_product_idx" ON "material_issue_lines" USING btree ("note_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "material_issue_notes_number_idx" ON "material_issue_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "material_issue_notes_sequence_idx" ON "material_issue_notes" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "material_issue_notes_day_idx" ON "material_issue_notes" USING btree ("issue_day");--> statement-breakpoint
-- A closed month stays closed, and what a carry-over or a material issue note recorded is never
-- changed (decision 018): a correction is a new stock move in an open month.
CREATE FUNCTION carry_over_write_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is written once: it is never updated or deleted', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER closed_months_write_once BEFORE UPDATE OR DELETE OR TRUNCATE ON "closed_months"
  FOR EACH STATEMENT EXECUTE FUNCTION carry_over_write_once();--> statement-breakpoint
CREATE TRIGGER carry_overs_write_once BEFORE UPDATE OR DELETE OR TRUNCATE ON "carry_overs"
  FOR EACH STATEMENT EXECUTE FUNCTION carry_over_write_once();--> statement-breakpoint
CREATE TRIGGER carry_over_lines_write_once BEFORE UPDATE OR DELETE OR TRUNCATE ON "carry_over_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION carry_over_write_once();--> statement-breakpoint
CREATE TRIGGER carry_over_products_write_once BEFORE UPDATE OR DELETE OR TRUNCATE ON "carry_over_products"
  FOR EACH STATEMENT EXECUTE FUNCTION carry_over_write_once();--> statement-breakpoint
CREATE TRIGGER material_issue_notes_write_once BEFORE UPDATE OR DELETE OR TRUNCATE ON "material_issue_notes"
  FOR EACH STATEMENT EXECUTE FUNCTION carry_over_write_once();--> statement-breakpoint
CREATE TRIGGER material_issue_lines_write_once BEFORE UPDATE OR DELETE OR TRUNCATE ON "material_issue_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION carry_over_write_once();
