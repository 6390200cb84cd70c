ALTER TABLE "videos" ADD COLUMN "storage" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "updated_by" integer;