CREATE TABLE "kx_group_goods" (
	"group_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kx_group_goods_group_id_goods_id_pk" PRIMARY KEY("group_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "kx_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"ad_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kx_groups_url_unique" UNIQUE("url")
);
--> statement-breakpoint
ALTER TABLE "kx_group_goods" ADD CONSTRAINT "kx_group_goods_group_id_kx_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."kx_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kx_group_goods" ADD CONSTRAINT "kx_group_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kx_group_goods_goods_idx" ON "kx_group_goods" USING btree ("goods_id","group_id");--> statement-breakpoint
CREATE INDEX "kx_groups_published_idx" ON "kx_groups" USING btree ("published","sort");