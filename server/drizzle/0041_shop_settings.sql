ALTER TABLE "shops" ADD COLUMN "business_hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "notice" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "banner" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "delivery_provinces" jsonb DEFAULT '[]'::jsonb NOT NULL;