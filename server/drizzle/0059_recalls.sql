CREATE TABLE "recall_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"recall_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"on_hand" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recall_notices_on_hand_ok" CHECK ("recall_notices"."on_hand" IS NULL OR "recall_notices"."on_hand" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recalls" (
	"id" serial PRIMARY KEY NOT NULL,
	"approval_no" text NOT NULL,
	"goods_name" text NOT NULL,
	"batch_nos" text[] NOT NULL,
	"class" smallint NOT NULL,
	"reason" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"shop_id" integer,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recalls_class_ok" CHECK ("recalls"."class" BETWEEN 1 AND 3)
);
--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recall_notices_recall_member_uq" ON "recall_notices" USING btree ("recall_id","member_id");--> statement-breakpoint
CREATE INDEX "recall_notices_member_idx" ON "recall_notices" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "recalls_approval_idx" ON "recalls" USING btree ("approval_no");