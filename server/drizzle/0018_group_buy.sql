CREATE TABLE "group_buy_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"group_price" integer NOT NULL,
	"required_members" integer NOT NULL,
	"min_number" integer DEFAULT 1 NOT NULL,
	"max_number" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"group_hours" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_buy_campaigns_ok" CHECK ("group_buy_campaigns"."group_price" > 0 AND "group_buy_campaigns"."required_members" BETWEEN 2 AND 50 AND "group_buy_campaigns"."min_number" >= 1 AND "group_buy_campaigns"."max_number" >= "group_buy_campaigns"."min_number"
          AND "group_buy_campaigns"."group_hours" BETWEEN 1 AND 720 AND "group_buy_campaigns"."status" IN (1, 2) AND "group_buy_campaigns"."ends_at" > "group_buy_campaigns"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "group_buy_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"leader_id" integer NOT NULL,
	"group_price" integer NOT NULL,
	"required_members" integer NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"formed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"fail_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "group_buy_groups_ok" CHECK ("group_buy_groups"."state" IN (0, 1, 2) AND "group_buy_groups"."member_count" >= 0 AND "group_buy_groups"."member_count" <= "group_buy_groups"."required_members" AND "group_buy_groups"."group_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "group_buy_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"number" integer NOT NULL,
	"address_id" integer NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"order_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_buy_members_ok" CHECK ("group_buy_members"."number" > 0 AND "group_buy_members"."state" IN (0, 1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "group_buy_campaigns" ADD CONSTRAINT "group_buy_campaigns_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_campaigns" ADD CONSTRAINT "group_buy_campaigns_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_groups" ADD CONSTRAINT "group_buy_groups_campaign_id_group_buy_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."group_buy_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_groups" ADD CONSTRAINT "group_buy_groups_leader_id_members_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_group_id_group_buy_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_buy_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_campaign_id_group_buy_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."group_buy_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_buy_campaigns_window_idx" ON "group_buy_campaigns" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "group_buy_campaigns_goods_idx" ON "group_buy_campaigns" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "group_buy_groups_campaign_idx" ON "group_buy_groups" USING btree ("campaign_id","state","closes_at");--> statement-breakpoint
CREATE UNIQUE INDEX "group_buy_members_group_member_uq" ON "group_buy_members" USING btree ("group_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_buy_members_waiting_uq" ON "group_buy_members" USING btree ("campaign_id","member_id") WHERE "group_buy_members"."state" = 0;--> statement-breakpoint
CREATE INDEX "group_buy_members_member_idx" ON "group_buy_members" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "group_buy_members_group_idx" ON "group_buy_members" USING btree ("group_id","state");