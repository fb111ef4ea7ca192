CREATE TABLE "short_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"target" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"last_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_links_code_unique" UNIQUE("code"),
	CONSTRAINT "short_links_code_length" CHECK (length("short_links"."code") between 6 and 10),
	CONSTRAINT "short_links_target_path" CHECK ("short_links"."target" like '/%' and "short_links"."target" not like '//%')
);
--> statement-breakpoint
CREATE TABLE "sms_delivery_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer,
	"provider_id" text,
	"status" text NOT NULL,
	"reason" text,
	"payload" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"refund_ref" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"gateway_answer" jsonb,
	"error" text,
	"requested_by_user_id" integer,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_refund_ref_unique" UNIQUE("refund_ref"),
	CONSTRAINT "payment_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_paise" > 0),
	CONSTRAINT "payment_refunds_state_known" CHECK ("payment_refunds"."state" IN ('requested','done','failed'))
);
--> statement-breakpoint
CREATE TABLE "test_gateway_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"refund_ref_no" text NOT NULL,
	"amount" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_refunds_refund_ref_no_unique" UNIQUE("refund_ref_no")
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" DROP CONSTRAINT "payment_attempts_state_known";--> statement-breakpoint
ALTER TABLE "customer_ledger_entries" DROP CONSTRAINT "customer_ledger_entries_kind";--> statement-breakpoint
ALTER TABLE "customer_ledger_entries" DROP CONSTRAINT "customer_ledger_entries_order";--> statement-breakpoint
DROP INDEX "customer_ledger_entries_order_idx";--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "delivery_reason" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "parts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "encoding" text DEFAULT 'GSM' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "older_amount" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "gateway_status" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "flagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refund_tasks" ADD COLUMN "kind" text DEFAULT 'paid twice' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_gateway_transactions" ADD COLUMN "billing_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_gateway_transactions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_gateway_transactions" ADD COLUMN "refunded_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_delivery_reports" ADD CONSTRAINT "sms_delivery_reports_message_id_sms_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sms_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_gateway_refunds" ADD CONSTRAINT "test_gateway_refunds_transaction_id_test_gateway_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."test_gateway_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "short_links_expires_idx" ON "short_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sms_delivery_reports_message_idx" ON "sms_delivery_reports" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_attempt_idx" ON "payment_refunds" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "sms_messages_provider_idx" ON "sms_messages" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_ledger_entries_order_idx" ON "customer_ledger_entries" USING btree ("order_id","kind","reference");--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_state_known" CHECK ("payment_attempts"."state" IN ('created','redirected','success','failure','aborted','awaited','invalid','reversed','refunded'));--> statement-breakpoint
ALTER TABLE "customer_ledger_entries" ADD CONSTRAINT "customer_ledger_entries_kind" CHECK ("customer_ledger_entries"."kind" in ('invoice', 'receipt', 'credit_note', 'opening', 'reversal', 'refund'));--> statement-breakpoint
ALTER TABLE "customer_ledger_entries" ADD CONSTRAINT "customer_ledger_entries_order" CHECK ("customer_ledger_entries"."order_id" is null or "customer_ledger_entries"."kind" in ('receipt', 'reversal', 'refund'));