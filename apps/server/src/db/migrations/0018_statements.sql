CREATE TABLE "statement_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"mail_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_deliveries_shape" CHECK (("statement_deliveries"."status" = 'sent') = ("statement_deliveries"."mail_message_id" is not null) and (("statement_deliveries"."status" = 'skipped') = ("statement_deliveries"."reason" is not null)))
);
--> statement-breakpoint
CREATE TABLE "statement_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"period" text NOT NULL,
	"started_by" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "statement_runs_period" CHECK ("statement_runs"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "statement_runs_status" CHECK ("statement_runs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "statement_schedules" (
	"group_name" text PRIMARY KEY NOT NULL,
	"day_of_month" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_schedules_day" CHECK ("statement_schedules"."day_of_month" between 1 and 28)
);
--> statement-breakpoint
ALTER TABLE "statement_deliveries" ADD CONSTRAINT "statement_deliveries_run_id_statement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."statement_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_deliveries" ADD CONSTRAINT "statement_deliveries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_deliveries" ADD CONSTRAINT "statement_deliveries_mail_message_id_mail_messages_id_fk" FOREIGN KEY ("mail_message_id") REFERENCES "public"."mail_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_deliveries_once_idx" ON "statement_deliveries" USING btree ("customer_id","period") WHERE "statement_deliveries"."status" = 'sent';--> statement-breakpoint
CREATE UNIQUE INDEX "statement_deliveries_run_customer_idx" ON "statement_deliveries" USING btree ("run_id","customer_id");--> statement-breakpoint
CREATE INDEX "statement_runs_created_idx" ON "statement_runs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_runs_active_idx" ON "statement_runs" USING btree ("group_name","period") WHERE "statement_runs"."status" in ('queued', 'running');