CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_scopes" (
	"member_id" integer NOT NULL,
	"scope_code" text NOT NULL,
	CONSTRAINT "member_scopes_member_id_scope_code_pk" PRIMARY KEY("member_id","scope_code")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"company" text NOT NULL,
	"company_type" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"review_status" text DEFAULT 'pending' NOT NULL,
	"review_reason" text DEFAULT '' NOT NULL,
	"kx_authorized" boolean DEFAULT false NOT NULL,
	"service_rep_id" integer,
	"rank" text DEFAULT '普通会员' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"face" text DEFAULT '' NOT NULL,
	"wechat_open_id" text,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_reps" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"title" text NOT NULL,
	"route" text NOT NULL,
	"body" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"slot" integer NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "global_links" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"image" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"title" text NOT NULL,
	"desc" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"manufacturer" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_scopes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"menus" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"generic_name" text NOT NULL,
	"trade_name" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"spec" text NOT NULL,
	"dosage_form" text NOT NULL,
	"unit" text NOT NULL,
	"manufacturer" text NOT NULL,
	"manufacturer_short" text DEFAULT '' NOT NULL,
	"approval_no" text NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"classification" text NOT NULL,
	"scope_code" text NOT NULL,
	"middle_pack" integer DEFAULT 1 NOT NULL,
	"case_pack" integer DEFAULT 1 NOT NULL,
	"min_order" integer DEFAULT 1 NOT NULL,
	"batch_no" text NOT NULL,
	"production_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"base_price" integer NOT NULL,
	"retail_price" integer NOT NULL,
	"is_yx" boolean DEFAULT false NOT NULL,
	"is_zy" boolean DEFAULT false NOT NULL,
	"is_kx" boolean DEFAULT false NOT NULL,
	"is_free_shipping" boolean DEFAULT false NOT NULL,
	"free_shipping_number" integer DEFAULT 0 NOT NULL,
	"is_welfare" boolean DEFAULT false NOT NULL,
	"is_buy" boolean DEFAULT true NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"stock_total" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'on_sale' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_price_nonneg" CHECK ("goods"."base_price" >= 0 AND "goods"."retail_price" >= 0),
	CONSTRAINT "goods_packs_positive" CHECK ("goods"."middle_pack" >= 1 AND "goods"."case_pack" >= 1 AND "goods"."min_order" >= 1)
);
--> statement-breakpoint
CREATE TABLE "goods_ladder_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"min_number" integer NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_stocks" (
	"goods_id" integer NOT NULL,
	"ck_id" integer NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "goods_stocks_goods_id_ck_id_pk" PRIMARY KEY("goods_id","ck_id"),
	CONSTRAINT "goods_stocks_nonneg" CHECK ("goods_stocks"."number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_tags" (
	"goods_id" integer NOT NULL,
	"tag_code" text NOT NULL,
	CONSTRAINT "goods_tags_goods_id_tag_code_pk" PRIMARY KEY("goods_id","tag_code")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"shipping_amount" integer NOT NULL,
	"shipping_fee" integer NOT NULL,
	"min_order_amount" integer DEFAULT 0 NOT NULL,
	"licence_no" text NOT NULL,
	"business_licence_no" text NOT NULL,
	"gsp_cert_no" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"describe" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" integer PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"ck_id" integer NOT NULL,
	"number" integer NOT NULL,
	"is_selected" boolean DEFAULT true NOT NULL,
	"added_price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_number_positive" CHECK ("cart_items"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "goods_search" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"doc" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_specials" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"day" date NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flash_sales_stock_ok" CHECK ("flash_sales"."sold" >= 0 AND "flash_sales"."sold" <= "flash_sales"."stock"),
	CONSTRAINT "flash_sales_window_ok" CHECK ("flash_sales"."ends_at" > "flash_sales"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_scopes" ADD CONSTRAINT "member_scopes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_service_rep_id_service_reps_id_fk" FOREIGN KEY ("service_rep_id") REFERENCES "public"."service_reps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_group_id_help_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."help_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_scope_code_business_scopes_code_fk" FOREIGN KEY ("scope_code") REFERENCES "public"."business_scopes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_ladder_prices" ADD CONSTRAINT "goods_ladder_prices_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_stocks" ADD CONSTRAINT "goods_stocks_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_stocks" ADD CONSTRAINT "goods_stocks_ck_id_warehouses_id_fk" FOREIGN KEY ("ck_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_tags" ADD CONSTRAINT "goods_tags_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_tags" ADD CONSTRAINT "goods_tags_tag_code_tags_code_fk" FOREIGN KEY ("tag_code") REFERENCES "public"."tags"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_search" ADD CONSTRAINT "goods_search_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_specials" ADD CONSTRAINT "daily_specials_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sales" ADD CONSTRAINT "flash_sales_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "member_messages_member_idx" ON "member_messages" USING btree ("member_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_uq" ON "members" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "members_phone_uq" ON "members" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "ads_position_idx" ON "ads" USING btree ("position","sort");--> statement-breakpoint
CREATE INDEX "articles_group_idx" ON "articles" USING btree ("group_id","sort");--> statement-breakpoint
CREATE INDEX "banners_slot_idx" ON "banners" USING btree ("slot","sort");--> statement-breakpoint
CREATE INDEX "posts_type_published_idx" ON "posts" USING btree ("type","published_at");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "goods_shop_idx" ON "goods" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "goods_sales_idx" ON "goods" USING btree ("sales");--> statement-breakpoint
CREATE INDEX "goods_created_idx" ON "goods" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "goods_manufacturer_idx" ON "goods" USING btree ("manufacturer");--> statement-breakpoint
CREATE INDEX "goods_ladder_goods_idx" ON "goods_ladder_prices" USING btree ("goods_id","min_number");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_member_goods_uq" ON "cart_items" USING btree ("member_id","goods_id","ck_id");--> statement-breakpoint
CREATE INDEX "goods_search_doc_gin" ON "goods_search" USING gin ("doc");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_specials_day_goods_uq" ON "daily_specials" USING btree ("day","goods_id");--> statement-breakpoint
CREATE INDEX "flash_sales_window_idx" ON "flash_sales" USING btree ("ends_at","starts_at");