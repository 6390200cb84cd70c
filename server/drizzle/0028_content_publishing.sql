-- New posts and articles are written from the console: their ids come from sequences owned by the columns, started past
-- what is there (the seed loader moves them past the seed's ids).
CREATE SEQUENCE IF NOT EXISTS "articles_id_seq" OWNED BY "articles"."id";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "posts_id_seq" OWNED BY "posts"."id";--> statement-breakpoint
SELECT setval('articles_id_seq', coalesce((SELECT max("id") FROM "articles"), 0) + 1, false);--> statement-breakpoint
SELECT setval('posts_id_seq', coalesce((SELECT max("id") FROM "posts"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "id" SET DEFAULT nextval('articles_id_seq');--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "id" SET DEFAULT nextval('posts_id_seq');--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;