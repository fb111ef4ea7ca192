CREATE TABLE "report_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"query" jsonb NOT NULL,
	"user_id" integer NOT NULL,
	"started_by" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file_name" text NOT NULL,
	"xlsx" "bytea",
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "report_runs_kind" CHECK ("report_runs"."kind" in ('total-trash', 'produced-vs-sold')),
	CONSTRAINT "report_runs_status" CHECK ("report_runs"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "report_runs_progress" CHECK ("report_runs"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_runs_user_idx" ON "report_runs" USING btree ("user_id","created_at");--> statement-breakpoint
-- The reports read the ledger by reason and business day (produced, sold, destroyed, written off
-- over a period) and, for stock at a period's end, every move dated after it (decision 020).
CREATE INDEX "stock_moves_reason_day_idx" ON "stock_moves" USING btree ("reason","business_day") INCLUDE ("product_id","quantity");--> statement-breakpoint
CREATE INDEX "stock_moves_day_idx" ON "stock_moves" USING btree ("business_day");
