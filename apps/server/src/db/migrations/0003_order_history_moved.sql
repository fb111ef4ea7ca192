-- The status history becomes the order's whole history (status, amount, payment); keep what is there.
INSERT INTO "order_events" ("order_id", "field", "from_value", "to_value", "changed_by", "changed_at")
  SELECT "order_id", 'status', "from_status", "to_status", "changed_by", "changed_at" FROM "order_status_history";--> statement-breakpoint
DROP TABLE "order_status_history" CASCADE;