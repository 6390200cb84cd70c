CREATE TABLE "combination_items" (
	"combination_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"number" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "combination_items_combination_id_goods_id_pk" PRIMARY KEY("combination_id","goods_id"),
	CONSTRAINT "combination_items_number_ok" CHECK ("combination_items"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "combinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "combinations_price_ok" CHECK ("combinations"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "full_reduction_tiers" (
	"full_reduction_id" integer NOT NULL,
	"threshold" integer NOT NULL,
	"reduction" integer NOT NULL,
	CONSTRAINT "full_reduction_tiers_full_reduction_id_threshold_pk" PRIMARY KEY("full_reduction_id","threshold"),
	CONSTRAINT "full_reduction_tiers_ok" CHECK ("full_reduction_tiers"."reduction" > 0 AND "full_reduction_tiers"."reduction" < "full_reduction_tiers"."threshold")
);
--> statement-breakpoint
CREATE TABLE "full_reductions" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"goods_ids" integer[],
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "full_reductions_window_ok" CHECK ("full_reductions"."ends_at" > "full_reductions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "goods_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"type" smallint NOT NULL,
	"min_number" integer NOT NULL,
	"gift_goods_id" integer NOT NULL,
	"gift_number" integer NOT NULL,
	"add_price" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "goods_gifts_ok" CHECK ("goods_gifts"."kind" IN (1, 2) AND "goods_gifts"."type" IN (1, 2) AND "goods_gifts"."min_number" > 0 AND "goods_gifts"."gift_number" > 0 AND "goods_gifts"."add_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"sjly_id" integer NOT NULL,
	"name" text NOT NULL,
	"threshold" integer NOT NULL,
	"amount" integer NOT NULL,
	"total_count" integer NOT NULL,
	"claimed_count" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"claim_starts_at" timestamp with time zone NOT NULL,
	"claim_ends_at" timestamp with time zone NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"valid_days" integer,
	CONSTRAINT "coupons_amount_ok" CHECK ("coupons"."amount" > 0 AND "coupons"."threshold" >= 0 AND ("coupons"."threshold" = 0 OR "coupons"."amount" < "coupons"."threshold")),
	CONSTRAINT "coupons_count_ok" CHECK ("coupons"."claimed_count" >= 0 AND "coupons"."claimed_count" <= "coupons"."total_count" AND "coupons"."per_member_limit" > 0),
	CONSTRAINT "coupons_validity_ok" CHECK (("coupons"."valid_days" IS NOT NULL AND "coupons"."valid_days" > 0) OR ("coupons"."valid_from" IS NOT NULL AND "coupons"."valid_to" > "coupons"."valid_from"))
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "member_coupons_status_ok" CHECK ("member_coupons"."status" IN (0, 1))
);
--> statement-breakpoint
DROP INDEX "cart_items_member_goods_uq";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "activity_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "combination_items" ADD CONSTRAINT "combination_items_combination_id_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_items" ADD CONSTRAINT "combination_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combinations" ADD CONSTRAINT "combinations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "full_reduction_tiers" ADD CONSTRAINT "full_reduction_tiers_full_reduction_id_full_reductions_id_fk" FOREIGN KEY ("full_reduction_id") REFERENCES "public"."full_reductions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "full_reductions" ADD CONSTRAINT "full_reductions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_gifts" ADD CONSTRAINT "goods_gifts_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_gifts" ADD CONSTRAINT "goods_gifts_gift_goods_id_goods_id_fk" FOREIGN KEY ("gift_goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "full_reductions_shop_idx" ON "full_reductions" USING btree ("shop_id","ends_at");--> statement-breakpoint
CREATE INDEX "goods_gifts_goods_idx" ON "goods_gifts" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "coupons_claim_window_idx" ON "coupons" USING btree ("claim_ends_at","sjly_id");--> statement-breakpoint
CREATE INDEX "member_coupons_member_idx" ON "member_coupons" USING btree ("member_id","status","valid_to");--> statement-breakpoint
CREATE INDEX "member_coupons_coupon_idx" ON "member_coupons" USING btree ("coupon_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_member_line_uq" ON "cart_items" USING btree ("member_id","goods_id","ck_id","type","activity_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_type_ok" CHECK ("cart_items"."type" IN (0, 1, 3));