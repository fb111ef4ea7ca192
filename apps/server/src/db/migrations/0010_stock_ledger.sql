CREATE TABLE "dispatch_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"dispatch_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"quantity_planned" numeric(14, 3) NOT NULL,
	"quantity_sent" numeric(14, 3) NOT NULL,
	"quantity_received" numeric(14, 3),
	"received_at" timestamp with time zone,
	"received_by_user_id" integer,
	"received_by_name" text,
	CONSTRAINT "dispatch_lines_sent_positive" CHECK ("dispatch_lines"."quantity_sent" > 0),
	CONSTRAINT "dispatch_lines_received_not_negative" CHECK ("dispatch_lines"."quantity_received" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dispatches" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_day" date NOT NULL,
	"team_id" text NOT NULL,
	"outlet_id" text NOT NULL,
	"sender_outlet_id" text NOT NULL,
	"dispatch_order" integer NOT NULL,
	"state" text NOT NULL,
	"trip_id" integer,
	"created_by_user_id" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone,
	"dispatched_by_user_id" integer,
	"dispatched_by_name" text
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"dispatch_line_id" integer NOT NULL,
	"reason" text NOT NULL,
	"quantity_sent" numeric(14, 3) NOT NULL,
	"quantity_received" numeric(14, 3) NOT NULL,
	"opened_by_user_id" integer NOT NULL,
	"opened_by_name" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"note" text,
	"resolved_by_user_id" integer,
	"resolved_by_name" text,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"place_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	CONSTRAINT "stock_balances_place_id_product_id_pk" PRIMARY KEY("place_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "stock_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"from_place_id" integer,
	"to_place_id" integer,
	"reason" text NOT NULL,
	"production_entry_id" bigint,
	"dispatch_line_id" integer,
	"dispute_id" integer,
	"note" text,
	"created_by_user_id" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"business_day" date NOT NULL,
	CONSTRAINT "stock_moves_quantity_positive" CHECK ("stock_moves"."quantity" > 0),
	CONSTRAINT "stock_moves_places" CHECK (num_nonnulls("stock_moves"."from_place_id", "stock_moves"."to_place_id") >= 1 and "stock_moves"."from_place_id" is distinct from "stock_moves"."to_place_id")
);
--> statement-breakpoint
CREATE TABLE "stock_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"outlet_id" text,
	"trip_id" integer,
	CONSTRAINT "stock_places_one_kind" CHECK (num_nonnulls("stock_places"."outlet_id", "stock_places"."trip_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"business_day" date NOT NULL,
	"state" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by_user_id" integer NOT NULL,
	"started_by_name" text NOT NULL,
	"arrived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"number_key" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispatch_lines" ADD CONSTRAINT "dispatch_lines_dispatch_id_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_lines" ADD CONSTRAINT "dispatch_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_lines" ADD CONSTRAINT "dispatch_lines_received_by_user_id_users_id_fk" FOREIGN KEY ("received_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_sender_outlet_id_outlets_id_fk" FOREIGN KEY ("sender_outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_dispatched_by_user_id_users_id_fk" FOREIGN KEY ("dispatched_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_dispatch_line_id_dispatch_lines_id_fk" FOREIGN KEY ("dispatch_line_id") REFERENCES "public"."dispatch_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_user_id_users_id_fk" FOREIGN KEY ("opened_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_place_id_stock_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."stock_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_from_place_id_stock_places_id_fk" FOREIGN KEY ("from_place_id") REFERENCES "public"."stock_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_to_place_id_stock_places_id_fk" FOREIGN KEY ("to_place_id") REFERENCES "public"."stock_places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_production_entry_id_production_entries_id_fk" FOREIGN KEY ("production_entry_id") REFERENCES "public"."production_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_dispatch_line_id_dispatch_lines_id_fk" FOREIGN KEY ("dispatch_line_id") REFERENCES "public"."dispatch_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_places" ADD CONSTRAINT "stock_places_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_places" ADD CONSTRAINT "stock_places_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_lines_product_idx" ON "dispatch_lines" USING btree ("dispatch_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dispatches_order_idx" ON "dispatches" USING btree ("team_id","business_day","dispatch_order");--> statement-breakpoint
CREATE UNIQUE INDEX "dispatches_saved_idx" ON "dispatches" USING btree ("team_id","business_day","outlet_id") WHERE "dispatches"."state" = 'saved';--> statement-breakpoint
CREATE INDEX "dispatches_outlet_idx" ON "dispatches" USING btree ("outlet_id","state");--> statement-breakpoint
CREATE INDEX "dispatches_trip_idx" ON "dispatches" USING btree ("trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_line_idx" ON "disputes" USING btree ("dispatch_line_id");--> statement-breakpoint
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("resolved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_name_idx" ON "drivers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "stock_moves_to_idx" ON "stock_moves" USING btree ("to_place_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_moves_from_idx" ON "stock_moves" USING btree ("from_place_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_places_outlet_idx" ON "stock_places" USING btree ("outlet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_places_trip_idx" ON "stock_places" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trips_driver_idx" ON "trips" USING btree ("driver_id","state");--> statement-breakpoint
CREATE INDEX "trips_vehicle_idx" ON "trips" USING btree ("vehicle_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_number_key_idx" ON "vehicles" USING btree ("number_key");--> statement-breakpoint
-- The ledger is append-only: a correction is a new movement (decision 015).
CREATE FUNCTION stock_moves_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_moves is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER stock_moves_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON "stock_moves"
  FOR EACH STATEMENT EXECUTE FUNCTION stock_moves_append_only();--> statement-breakpoint
-- Every insert into the ledger moves the balances in the same statement, summed per place and
-- product: a 500-line receipt is one upsert of its sums, not 1000 row triggers.
CREATE FUNCTION stock_moves_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_balances (place_id, product_id, quantity)
  SELECT place_id, product_id, sum(delta)
  FROM (
    SELECT to_place_id AS place_id, product_id, quantity AS delta FROM inserted WHERE to_place_id IS NOT NULL
    UNION ALL
    SELECT from_place_id, product_id, -quantity FROM inserted WHERE from_place_id IS NOT NULL
  ) AS deltas
  GROUP BY place_id, product_id
  -- A stable order: two receipts touching the same products lock their balance rows alike.
  ORDER BY place_id, product_id
  ON CONFLICT (place_id, product_id) DO UPDATE SET quantity = stock_balances.quantity + excluded.quantity;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER stock_moves_apply AFTER INSERT ON "stock_moves"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION stock_moves_apply();--> statement-breakpoint
-- Every outlet (the warehouse too) is a place; new outlets become places as they are added.
INSERT INTO stock_places (outlet_id) SELECT id FROM outlets;--> statement-breakpoint
CREATE FUNCTION outlets_add_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_places (outlet_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER outlets_add_place AFTER INSERT ON "outlets" FOR EACH ROW EXECUTE FUNCTION outlets_add_place();--> statement-breakpoint
-- The opening stock typed into inventories enters the ledger once, as an 'opening' movement; the
-- seed calls this after loading inventories, and it runs here for rows that exist already.
CREATE FUNCTION stock_open_from_inventories() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE opened integer;
BEGIN
  INSERT INTO stock_moves (product_id, quantity, to_place_id, reason, created_by_name, business_day)
  SELECT i.product_id, i.opening_stock, p.id, 'opening', 'Opening stock',
         (now() AT TIME ZONE 'Asia/Kolkata')::date
  FROM inventories i
  JOIN stock_places p ON p.outlet_id = i.outlet_id
  WHERE i.opening_stock > 0
    AND NOT EXISTS (
      SELECT 1 FROM stock_moves m
      WHERE m.reason = 'opening' AND m.to_place_id = p.id AND m.product_id = i.product_id
    );
  GET DIAGNOSTICS opened = ROW_COUNT;
  RETURN opened;
END;
$$;--> statement-breakpoint
SELECT stock_open_from_inventories();
