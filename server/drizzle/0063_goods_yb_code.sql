-- 医保编码 (issue 47): the goods' national medical-insurance drug code, and each order line's copy of it at placement
-- (the trace manifest lists it). The partial index serves searches by a code or its start; most goods have none.
ALTER TABLE "goods" ADD COLUMN "yb_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "yb_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_yb_code_idx" ON "goods" USING btree ("yb_code" text_pattern_ops) WHERE "goods"."yb_code" <> '';