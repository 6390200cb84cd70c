CREATE TABLE "goods_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_price" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "goods_alerts_kind_ck" CHECK ("goods_alerts"."kind" IN ('arrival', 'price') AND ("goods_alerts"."kind" = 'arrival' OR "goods_alerts"."target_price" > 0))
);
--> statement-breakpoint
ALTER TABLE "goods_alerts" ADD CONSTRAINT "goods_alerts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_alerts" ADD CONSTRAINT "goods_alerts_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_alerts_waiting_uq" ON "goods_alerts" USING btree ("member_id","goods_id","kind") WHERE "goods_alerts"."status" = 0;--> statement-breakpoint
CREATE INDEX "goods_alerts_goods_idx" ON "goods_alerts" USING btree ("goods_id","kind","status");