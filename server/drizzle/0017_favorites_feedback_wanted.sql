CREATE TABLE "member_favorites" (
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_favorites_member_id_goods_id_pk" PRIMARY KEY("member_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "member_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"replied_by" integer,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wanted_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"maker" text DEFAULT '' NOT NULL,
	"approval_no" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"expected_price" integer,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"goods_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"replied_by" integer,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_favorites" ADD CONSTRAINT "member_favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_favorites" ADD CONSTRAINT "member_favorites_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_feedback" ADD CONSTRAINT "member_feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_feedback" ADD CONSTRAINT "member_feedback_replied_by_operators_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_requests" ADD CONSTRAINT "wanted_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wanted_requests" ADD CONSTRAINT "wanted_requests_replied_by_operators_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_favorites_recent_idx" ON "member_favorites" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_feedback_member_idx" ON "member_feedback" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_feedback_status_idx" ON "member_feedback" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "wanted_requests_member_idx" ON "wanted_requests" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "wanted_requests_status_idx" ON "wanted_requests" USING btree ("status","id");