CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"attempt_no" integer NOT NULL,
	"gateway_order_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" text NOT NULL,
	"mac" text NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"tracking_id" text,
	"paid_twice" boolean DEFAULT false NOT NULL,
	"status_checks" integer DEFAULT 0 NOT NULL,
	"last_checked_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "payment_attempts_order_attempt_no" UNIQUE("order_id","attempt_no"),
	CONSTRAINT "payment_attempts_amount_positive" CHECK ("payment_attempts"."amount_paise" > 0),
	CONSTRAINT "payment_attempts_state_known" CHECK ("payment_attempts"."state" IN ('created','redirected','success','failure','aborted','awaited','invalid'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" bigint,
	"attempt_id" integer,
	"source" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"note" text DEFAULT '' NOT NULL,
	"raw_payload" text,
	"payload" jsonb,
	"payload_hash" text NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refund_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"attempt_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" text,
	CONSTRAINT "payment_refund_tasks_attempt_id_unique" UNIQUE("attempt_id")
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund_tasks" ADD CONSTRAINT "payment_refund_tasks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund_tasks" ADD CONSTRAINT "payment_refund_tasks_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_unsettled_idx" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."settled_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_once" ON "payment_events" USING btree ("payload_hash");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_events_attempt_idx" ON "payment_events" USING btree ("attempt_id");--> statement-breakpoint
-- Payment events are append-only: what the gateway said is never rewritten.
CREATE FUNCTION payment_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment_events is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER payment_events_append_only BEFORE UPDATE OR DELETE ON "payment_events"
  FOR EACH ROW EXECUTE FUNCTION payment_events_append_only();--> statement-breakpoint
-- The key of the MACs in merchant_param1: made here, once per install, from PostgreSQL's CSPRNG.
INSERT INTO "app_secrets" ("name", "value")
  VALUES ('payment-mac', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
