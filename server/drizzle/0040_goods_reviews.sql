CREATE TABLE "goods_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"goods_id" integer,
	"name" text NOT NULL,
	"body" jsonb,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"submitted_by" integer NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "goods_reviews" ADD CONSTRAINT "goods_reviews_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_reviews" ADD CONSTRAINT "goods_reviews_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_reviews" ADD CONSTRAINT "goods_reviews_submitted_by_operators_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_reviews" ADD CONSTRAINT "goods_reviews_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_reviews_state_idx" ON "goods_reviews" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "goods_reviews_shop_idx" ON "goods_reviews" USING btree ("shop_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_reviews_pending_change_uq" ON "goods_reviews" USING btree ("goods_id") WHERE "goods_reviews"."state" = 'pending' and "goods_reviews"."kind" = 'change';