-- Money becomes integer paise (docs/decisions/011-exact-money-and-quantities.md). Every existing
-- amount had at most two decimals (numeric(…, 2)), so × 100 is exact; the names say the unit.
ALTER TABLE "items" RENAME COLUMN "mrp" TO "mrp_paise";--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "mrp_paise" SET DATA TYPE bigint USING ("mrp_paise" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "order_lines" RENAME COLUMN "mrp" TO "mrp_paise";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "mrp_paise" SET DATA TYPE bigint USING ("mrp_paise" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "amount" TO "amount_paise";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "amount_paise" SET DATA TYPE bigint USING ("amount_paise" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "product_suppliers" RENAME COLUMN "supply_price" TO "supply_price_paise";--> statement-breakpoint
ALTER TABLE "product_suppliers" ALTER COLUMN "supply_price_paise" SET DATA TYPE bigint USING ("supply_price_paise" * 100)::bigint;--> statement-breakpoint
-- Never a negative price or amount, whatever writes the row.
ALTER TABLE "items" ADD CONSTRAINT "items_mrp_paise_non_negative" CHECK ("mrp_paise" >= 0);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_mrp_paise_non_negative" CHECK ("mrp_paise" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_paise_non_negative" CHECK ("amount_paise" >= 0);--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD CONSTRAINT "product_suppliers_supply_price_paise_non_negative" CHECK ("supply_price_paise" >= 0);
