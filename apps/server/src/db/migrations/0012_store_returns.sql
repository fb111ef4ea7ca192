ALTER TABLE "dispatches" ALTER COLUMN "team_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dispatches" ADD COLUMN "kind" text DEFAULT 'dispatch' NOT NULL;--> statement-breakpoint
ALTER TABLE "dispatches" ADD COLUMN "return_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "dispatches_return_order_idx" ON "dispatches" USING btree ("sender_outlet_id","business_day","dispatch_order") WHERE "dispatches"."kind" = 'return';--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_kind_team" CHECK (("dispatches"."kind" = 'dispatch') = ("dispatches"."team_id" is not null));