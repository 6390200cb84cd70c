CREATE TABLE "goods_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"ck_id" integer NOT NULL,
	"batch_no" text NOT NULL,
	"expiry_date" date NOT NULL,
	"number" integer NOT NULL,
	"locked" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_batches_ok" CHECK ("goods_batches"."number" >= 0 AND ("goods_batches"."locked" IS NULL OR "goods_batches"."locked" IN ('expired')))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "goods_batches" ADD CONSTRAINT "goods_batches_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_batches" ADD CONSTRAINT "goods_batches_ck_id_warehouses_id_fk" FOREIGN KEY ("ck_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_batches_uq" ON "goods_batches" USING btree ("goods_id","ck_id","batch_no");--> statement-breakpoint
CREATE INDEX "goods_batches_fefo_idx" ON "goods_batches" USING btree ("goods_id","ck_id","expiry_date") WHERE "goods_batches"."locked" IS NULL;--> statement-breakpoint
CREATE INDEX "goods_batches_expiry_idx" ON "goods_batches" USING btree ("expiry_date") WHERE "goods_batches"."locked" IS NULL;--> statement-breakpoint
-- Each warehouse's stock becomes one batch: the goods' batch and expiry, with the units on hand not yet given to a paid
-- order (the sellable stock and what unpaid orders hold). Paid orders placed before keep no batch (batch_id null).
INSERT INTO "goods_batches" ("goods_id", "ck_id", "batch_no", "expiry_date", "number")
  SELECT s.goods_id, s.ck_id, g.batch_no, g.expiry_date, s.number + coalesce((
      SELECT sum(i.number) FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE o.status = 0 AND i.goods_id = s.goods_id AND i.ck_id = s.ck_id), 0)::int
  FROM goods_stocks s JOIN goods g ON g.id = s.goods_id;
