CREATE TABLE "commission_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer,
	"category_id" integer,
	"rate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_one_scope" CHECK (("commission_rates"."shop_id" IS NULL) <> ("commission_rates"."category_id" IS NULL)),
	CONSTRAINT "commission_rates_range" CHECK ("commission_rates"."rate_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "merchant_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"refund_id" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"commission" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"period" text NOT NULL,
	"order_amount" integer NOT NULL,
	"refund_amount" integer NOT NULL,
	"commission" integer NOT NULL,
	"payable" integer NOT NULL,
	"order_count" integer NOT NULL,
	"refund_count" integer NOT NULL,
	"state" text DEFAULT 'unpaid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	CONSTRAINT "merchant_statements_sum" CHECK ("merchant_statements"."payable" = "merchant_statements"."order_amount" - "merchant_statements"."refund_amount" - "merchant_statements"."commission")
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_ok" CHECK ("order_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_statement_lines" ADD CONSTRAINT "merchant_statement_lines_statement_id_merchant_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."merchant_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_statement_lines" ADD CONSTRAINT "merchant_statement_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_statement_lines" ADD CONSTRAINT "merchant_statement_lines_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_statements" ADD CONSTRAINT "merchant_statements_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_statements" ADD CONSTRAINT "merchant_statements_paid_by_operators_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rates_shop_uq" ON "commission_rates" USING btree ("shop_id") WHERE "commission_rates"."shop_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rates_category_uq" ON "commission_rates" USING btree ("category_id") WHERE "commission_rates"."category_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "merchant_statement_lines_statement_idx" ON "merchant_statement_lines" USING btree ("statement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_statements_shop_period_uq" ON "merchant_statements" USING btree ("shop_id","period");--> statement-breakpoint
CREATE INDEX "merchant_statements_period_idx" ON "merchant_statements" USING btree ("period","shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_ref_uq" ON "order_refunds" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "order_refunds_created_idx" ON "order_refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
-- Refunds paid before this table existed, from the ledger: the sales account's side of each refund entry.
INSERT INTO "order_refunds" ("order_id", "amount", "ref", "created_at")
SELECT coalesce(a."order_id", split_part(e."ref", ':', 2)::int), -l."amount", e."ref", e."created_at"
FROM "journal_entries" e
JOIN "journal_lines" l ON l."entry_id" = e."id"
JOIN "ledger_accounts" s ON s."id" = l."account_id" AND s."kind" = 'sales' AND s."member_id" IS NULL
LEFT JOIN "after_sales" a ON e."ref" = 'after_sale:' || a."id"
WHERE e."kind" = 'order_refund' AND l."amount" < 0;
