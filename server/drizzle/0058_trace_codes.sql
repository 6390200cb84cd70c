CREATE TABLE "trace_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"shop_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trace_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"parent_code" text,
	"product" text DEFAULT '' NOT NULL,
	"shop_id" integer NOT NULL,
	"goods_id" integer,
	"order_item_id" integer,
	"shipment_id" integer,
	"batch_no" text,
	"expiry_date" date,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trace_codes_level_ok" CHECK ("trace_codes"."level" BETWEEN 1 AND 3),
	CONSTRAINT "trace_codes_shipped_whole" CHECK (("trace_codes"."shipment_id" IS NULL) = ("trace_codes"."shipped_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "trace_alerts" ADD CONSTRAINT "trace_alerts_code_trace_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."trace_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_alerts" ADD CONSTRAINT "trace_alerts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_alerts" ADD CONSTRAINT "trace_alerts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_parent_code_trace_codes_code_fk" FOREIGN KEY ("parent_code") REFERENCES "public"."trace_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trace_alerts_created_idx" ON "trace_alerts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trace_codes_parent_idx" ON "trace_codes" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "trace_codes_shipment_idx" ON "trace_codes" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "trace_codes_order_item_idx" ON "trace_codes" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "trace_codes_goods_batch_idx" ON "trace_codes" USING btree ("goods_id","batch_no");--> statement-breakpoint
CREATE INDEX "trace_codes_product_idx" ON "trace_codes" USING btree ("product");