DROP INDEX "invoices_order_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_valid_uq" ON "invoices" USING btree ("order_id") WHERE "invoices"."status" = 1;--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id","id");