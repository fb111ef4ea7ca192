CREATE TABLE "customer_document_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"invoice_id" integer,
	"document" text NOT NULL,
	"channel" text NOT NULL,
	"mail_message_id" integer,
	"sms_message_id" integer,
	"created_by_user_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_document_sends_document" CHECK ("customer_document_sends"."document" in ('invoice', 'outstanding', 'statement')),
	CONSTRAINT "customer_document_sends_channel" CHECK (("customer_document_sends"."channel" = 'email' and "customer_document_sends"."mail_message_id" is not null and "customer_document_sends"."sms_message_id" is null)
        or ("customer_document_sends"."channel" = 'sms' and "customer_document_sends"."sms_message_id" is not null and "customer_document_sends"."mail_message_id" is null)),
	CONSTRAINT "customer_document_sends_invoice" CHECK (("customer_document_sends"."document" = 'invoice') = ("customer_document_sends"."invoice_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "customer_document_sends" ADD CONSTRAINT "customer_document_sends_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_document_sends" ADD CONSTRAINT "customer_document_sends_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_document_sends" ADD CONSTRAINT "customer_document_sends_mail_message_id_mail_messages_id_fk" FOREIGN KEY ("mail_message_id") REFERENCES "public"."mail_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_document_sends" ADD CONSTRAINT "customer_document_sends_sms_message_id_sms_messages_id_fk" FOREIGN KEY ("sms_message_id") REFERENCES "public"."sms_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_document_sends" ADD CONSTRAINT "customer_document_sends_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_document_sends_customer_idx" ON "customer_document_sends" USING btree ("customer_id","created_at");--> statement-breakpoint
-- The key that signs the read-only invoice links (modules/receivables/invoice-link.ts); never logged.
INSERT INTO "app_secrets" ("name", "value")
  VALUES ('invoice-link', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
