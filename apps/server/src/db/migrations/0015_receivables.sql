CREATE TABLE "customer_ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"business_date" date NOT NULL,
	"invoice_id" integer,
	"order_id" bigint,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by_user_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_ledger_entries_kind" CHECK ("customer_ledger_entries"."kind" in ('invoice', 'receipt', 'credit_note', 'opening')),
	CONSTRAINT "customer_ledger_entries_amount" CHECK ("customer_ledger_entries"."amount_paise" > 0 or ("customer_ledger_entries"."kind" = 'opening' and "customer_ledger_entries"."amount_paise" < 0)),
	CONSTRAINT "customer_ledger_entries_invoice" CHECK (("customer_ledger_entries"."kind" in ('invoice', 'credit_note')) = ("customer_ledger_entries"."invoice_id" is not null)),
	CONSTRAINT "customer_ledger_entries_order" CHECK ("customer_ledger_entries"."order_id" is null or "customer_ledger_entries"."kind" = 'receipt')
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"store_id" text,
	"outlet_id" text,
	"group_name" text DEFAULT 'All Customers' NOT NULL,
	"email" text,
	"mobile" text,
	"gstin" text,
	"state_code" text DEFAULT '33' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_name_given" CHECK (btrim("customers"."name") <> ''),
	CONSTRAINT "customers_mobile_digits" CHECK ("customers"."mobile" ~ '^[6-9][0-9]{9}$'),
	CONSTRAINT "customers_email_lower" CHECK ("customers"."email" = lower("customers"."email")),
	CONSTRAINT "customers_state_code" CHECK ("customers"."state_code" ~ '^[0-9]{2}$'),
	CONSTRAINT "customers_gstin" CHECK ("customers"."gstin" ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$' and left("customers"."gstin", 2) = "customers"."state_code")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"item" text NOT NULL,
	"hsn" text,
	"quantity" numeric(12, 3) NOT NULL,
	"unit" text NOT NULL,
	"price_paise" bigint NOT NULL,
	"tax_slab_basis_points" integer NOT NULL,
	"base_paise" bigint NOT NULL,
	"tax_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"taxed_paise" bigint NOT NULL,
	"transport_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_line_no_pk" PRIMARY KEY("invoice_id","line_no"),
	CONSTRAINT "invoice_lines_quantity" CHECK ("invoice_lines"."quantity" > 0),
	CONSTRAINT "invoice_lines_amounts" CHECK ("invoice_lines"."price_paise" >= 0 and "invoice_lines"."transport_paise" >= 0 and "invoice_lines"."tax_paise" >= 0),
	CONSTRAINT "invoice_lines_sums" CHECK ("invoice_lines"."taxed_paise" = "invoice_lines"."base_paise" + "invoice_lines"."tax_paise" and "invoice_lines"."total_paise" = "invoice_lines"."taxed_paise" + "invoice_lines"."transport_paise"
        and "invoice_lines"."cgst_paise" + "invoice_lines"."sgst_paise" + "invoice_lines"."igst_paise" = "invoice_lines"."tax_paise")
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "invoice_number_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "invoice_number_counters_series" CHECK ("invoice_number_counters"."series" in ('invoice', 'credit_note'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer NOT NULL,
	"corrects_invoice_id" integer,
	"issue_date" date NOT NULL,
	"period_start" date,
	"period_end" date,
	"state_code" text NOT NULL,
	"intra_state" boolean NOT NULL,
	"base_paise" bigint NOT NULL,
	"tax_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"taxed_paise" bigint NOT NULL,
	"transport_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by_user_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_series_year_sequence" UNIQUE("kind","financial_year","sequence"),
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_number_length" CHECK (length("invoices"."number") <= 16),
	CONSTRAINT "invoices_sequence" CHECK ("invoices"."sequence" >= 1),
	CONSTRAINT "invoices_corrects" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."corrects_invoice_id" is not null)),
	CONSTRAINT "invoices_period" CHECK (("invoices"."period_start" is null) = ("invoices"."period_end" is null) and ("invoices"."period_start" is null or "invoices"."period_start" <= "invoices"."period_end")),
	CONSTRAINT "invoices_sums" CHECK ("invoices"."taxed_paise" = "invoices"."base_paise" + "invoices"."tax_paise" and "invoices"."total_paise" = "invoices"."taxed_paise" + "invoices"."transport_paise"
        and "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise" = "invoices"."tax_paise" and "invoices"."total_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "customer_ledger_entries" ADD CONSTRAINT "customer_ledger_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_ledger_entries" ADD CONSTRAINT "customer_ledger_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_ledger_entries" ADD CONSTRAINT "customer_ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_ledger_entries" ADD CONSTRAINT "customer_ledger_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_invoice_id_invoices_id_fk" FOREIGN KEY ("corrects_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_ledger_entries_customer_idx" ON "customer_ledger_entries" USING btree ("customer_id","business_date");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_ledger_entries_invoice_idx" ON "customer_ledger_entries" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_ledger_entries_order_idx" ON "customer_ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_mobile_idx" ON "customers" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_idx" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "customers_group_idx" ON "customers" USING btree ("group_name");--> statement-breakpoint
CREATE INDEX "customers_store_idx" ON "customers" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","issue_date");--> statement-breakpoint
-- The customer ledger is append-only: a correction is a new entry (a receipt, a credit note), never an edit (decision 017).
CREATE FUNCTION customer_ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'customer_ledger_entries is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER customer_ledger_entries_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON "customer_ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION customer_ledger_entries_append_only();--> statement-breakpoint
-- An issued invoice is never edited: a correction is a credit note. Its lines are as fixed as it is.
CREATE FUNCTION invoices_issued_unchangeable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is issued and cannot be changed: % refused (issue a credit note)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoices_issued_unchangeable BEFORE UPDATE OR DELETE OR TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_issued_unchangeable();--> statement-breakpoint
CREATE TRIGGER invoice_lines_issued_unchangeable BEFORE UPDATE OR DELETE OR TRUNCATE ON "invoice_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_issued_unchangeable();--> statement-breakpoint
-- At commit, an invoice is whole: it has lines, its totals are their sums to the paisa, and the
-- ledger holds it once, for its customer and its total. A writer that forgets a part fails whole.
CREATE FUNCTION invoices_check_whole() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lines record;
BEGIN
  SELECT count(*) AS n, coalesce(sum(base_paise), 0) AS base, coalesce(sum(tax_paise), 0) AS tax,
         coalesce(sum(cgst_paise), 0) AS cgst, coalesce(sum(sgst_paise), 0) AS sgst,
         coalesce(sum(igst_paise), 0) AS igst, coalesce(sum(transport_paise), 0) AS transport,
         coalesce(sum(total_paise), 0) AS total
    INTO lines FROM invoice_lines WHERE invoice_id = NEW.id;
  IF lines.n = 0 OR lines.base <> NEW.base_paise OR lines.tax <> NEW.tax_paise OR lines.cgst <> NEW.cgst_paise
     OR lines.sgst <> NEW.sgst_paise OR lines.igst <> NEW.igst_paise OR lines.transport <> NEW.transport_paise
     OR lines.total <> NEW.total_paise THEN
    RAISE EXCEPTION 'invoice % : its totals are not the sums of its lines', NEW.number USING ERRCODE = 'check_violation';
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM customer_ledger_entries e
    WHERE e.invoice_id = NEW.id AND e.kind = NEW.kind AND e.customer_id = NEW.customer_id
      AND e.amount_paise = NEW.total_paise
  ) THEN
    RAISE EXCEPTION 'invoice % : not in the customer ledger with its total', NEW.number USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invoices_check_whole AFTER INSERT ON "invoices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION invoices_check_whole();--> statement-breakpoint
-- A credit note corrects an invoice of the same customer, never another credit note.
CREATE FUNCTION invoices_check_correction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.corrects_invoice_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM invoices i
    WHERE i.id = NEW.corrects_invoice_id AND i.kind = 'invoice' AND i.customer_id = NEW.customer_id
  ) THEN
    RAISE EXCEPTION 'credit note % : corrects no invoice of its customer', NEW.number USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoices_check_correction BEFORE INSERT ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION invoices_check_correction();
