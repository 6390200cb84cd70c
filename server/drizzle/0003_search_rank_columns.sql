ALTER TABLE "goods_search" ADD COLUMN "on_sale" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_search" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_search" ADD COLUMN "sales" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_search" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_search" ADD COLUMN "generic_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_search" ADD COLUMN "trade_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_search" ADD COLUMN "pinyin" text[] DEFAULT '{}' NOT NULL;