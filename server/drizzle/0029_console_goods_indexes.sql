-- The console's goods list over 100,000 goods (issue "Operator console": p99 under 100 ms): each filter an operator
-- uses reads an index instead of every row. Keywords go through the search index (goods_search.doc); approval
-- numbers and barcodes are matched by their start.
CREATE INDEX IF NOT EXISTS "goods_approval_prefix_idx" ON "goods" ("approval_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_barcode_prefix_idx" ON "goods" ("barcode" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_expiry_idx" ON "goods" ("expiry_date", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_status_id_idx" ON "goods" ("status", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_low_stock_idx" ON "goods" ("id") WHERE "stock_total" > 0 AND "stock_total" < "case_pack";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "goods_kx_stock_idx" ON "goods" ("stock_total", "id") WHERE "is_kx";
