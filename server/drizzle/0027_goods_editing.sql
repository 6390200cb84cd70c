CREATE TABLE "goods_images" (
	"id" text PRIMARY KEY NOT NULL,
	"storage_path" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "images" text[] DEFAULT '{}'::text[] NOT NULL;