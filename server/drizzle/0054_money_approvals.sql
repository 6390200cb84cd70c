CREATE TABLE "approval_limits" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"wallet_adjust_limit" integer NOT NULL,
	"credit_line_limit" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_limits_ok" CHECK ("approval_limits"."id" = 1 AND "approval_limits"."wallet_adjust_limit" >= 0 AND "approval_limits"."credit_line_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "money_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"request" jsonb NOT NULL,
	"threshold" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"maker_id" integer NOT NULL,
	"checker_id" integer,
	"decision_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "money_approvals_ok" CHECK ("money_approvals"."kind" IN ('wallet_adjust', 'credit_line') AND "money_approvals"."status" IN ('pending', 'approved', 'rejected', 'withdrawn') AND "money_approvals"."amount" >= 0),
	CONSTRAINT "money_approvals_two_people" CHECK ("money_approvals"."status" <> 'approved' OR "money_approvals"."checker_id" <> "money_approvals"."maker_id")
);
--> statement-breakpoint
ALTER TABLE "approval_limits" ADD CONSTRAINT "approval_limits_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_approvals" ADD CONSTRAINT "money_approvals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_approvals" ADD CONSTRAINT "money_approvals_maker_id_operators_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_approvals" ADD CONSTRAINT "money_approvals_checker_id_operators_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_approvals_status_idx" ON "money_approvals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "money_approvals_member_idx" ON "money_approvals" USING btree ("member_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "money_approvals_credit_pending_uq" ON "money_approvals" USING btree ("member_id") WHERE "money_approvals"."kind" = 'credit_line' AND "money_approvals"."status" = 'pending';