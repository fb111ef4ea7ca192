CREATE TABLE "store_booking_lines" (
	"booking_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"pack" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"w" numeric(12, 3),
	"reason" text,
	CONSTRAINT "store_booking_lines_booking_id_item_id_pk" PRIMARY KEY("booking_id","item_id"),
	CONSTRAINT "store_booking_lines_quantities" CHECK ("store_booking_lines"."quantity" >= 0 and coalesce("store_booking_lines"."w", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_booking_revisions" (
	"booking_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"sent_by" text NOT NULL,
	"others" text NOT NULL,
	"lines" jsonb NOT NULL,
	"saved_by_user_id" integer NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_booking_revisions_booking_id_revision_pk" PRIMARY KEY("booking_id","revision")
);
--> statement-breakpoint
CREATE TABLE "store_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"store_id" text NOT NULL,
	"business_date" date NOT NULL,
	"sent_by" text NOT NULL,
	"others" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_bookings_one_a_day" UNIQUE("store_id","kind","business_date")
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_phone" text NOT NULL,
	"template_id" text NOT NULL,
	"variables" jsonb NOT NULL,
	"preview" text NOT NULL,
	"status" text NOT NULL,
	"provider_id" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "store_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'wishlist' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vegetables_list" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "groceries_list" text;--> statement-breakpoint
ALTER TABLE "store_booking_lines" ADD CONSTRAINT "store_booking_lines_booking_id_store_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."store_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_booking_lines" ADD CONSTRAINT "store_booking_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_booking_revisions" ADD CONSTRAINT "store_booking_revisions_booking_id_store_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."store_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_booking_revisions" ADD CONSTRAINT "store_booking_revisions_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bookings" ADD CONSTRAINT "store_bookings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bookings" ADD CONSTRAINT "store_bookings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bookings" ADD CONSTRAINT "store_bookings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_bookings_date_idx" ON "store_bookings" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "sms_messages_created_idx" ON "sms_messages" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The enums the schema names, held by the database too: a row another client writes is checked the same way.
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_known" CHECK ("kind" in ('wishlist', 'advance'));--> statement-breakpoint
ALTER TABLE "store_bookings" ADD CONSTRAINT "store_bookings_kind_known" CHECK ("kind" in ('stock', 'wastage'));--> statement-breakpoint
ALTER TABLE "store_booking_lines" ADD CONSTRAINT "store_booking_lines_reason_known" CHECK ("reason" is null or "reason" in ('spoiled', 'damaged', 'expired', 'other'));--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_status_known" CHECK ("status" in ('queued', 'sent', 'failed', 'outbox'));
