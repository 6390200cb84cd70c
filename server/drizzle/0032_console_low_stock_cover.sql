-- The console's "low stock" filter counted its matches through the partial index and then the table for each row's
-- state; the state now rides in the index, so counting and paging low-stock goods reads the index alone.
DROP INDEX IF EXISTS "goods_low_stock_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_low_stock_idx" ON "goods" ("id") INCLUDE ("status") WHERE "stock_total" > 0 AND "stock_total" < "case_pack";
