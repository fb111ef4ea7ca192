CREATE TABLE "test_gateway_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"redirect_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"billing_name" text DEFAULT '' NOT NULL,
	"merchant_param1" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Initiated' NOT NULL,
	"tracking_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "test_gateway_transactions_order_id_unique" UNIQUE("order_id")
);
