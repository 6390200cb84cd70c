CREATE TABLE "recall_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"after_sale_id" integer NOT NULL,
	"number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recall_returns_number_ok" CHECK ("recall_returns"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "after_sales" DROP CONSTRAINT "after_sales_ok";--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "refund_to" text DEFAULT 'original' NOT NULL;--> statement-breakpoint
ALTER TABLE "recall_returns" ADD CONSTRAINT "recall_returns_notice_id_recall_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."recall_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_returns" ADD CONSTRAINT "recall_returns_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_returns" ADD CONSTRAINT "recall_returns_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recall_returns_notice_idx" ON "recall_returns" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "recall_returns_item_idx" ON "recall_returns" USING btree ("order_item_id");--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_ok" CHECK ("after_sales"."status" BETWEEN 0 AND 3 AND "after_sales"."refund_amount" >= 0 AND "after_sales"."refunded_amount" >= 0 AND "after_sales"."kind" IN ('return', 'refund', 'missing', 'wrong', 'report', 'documents', 'recall') AND "after_sales"."refund_to" IN ('original', 'wallet'));