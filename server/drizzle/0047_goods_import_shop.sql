ALTER TABLE "goods_imports" ADD COLUMN "shop_id" integer;--> statement-breakpoint
CREATE INDEX "goods_imports_shop_idx" ON "goods_imports" USING btree ("shop_id","created_at");