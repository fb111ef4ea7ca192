ALTER TABLE "order_events" ALTER COLUMN "to_value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "reason" text;