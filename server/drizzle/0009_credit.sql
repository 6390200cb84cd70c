CREATE TABLE "credit_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"repaid_amount" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "credit_bills_ok" CHECK ("credit_bills"."amount" > 0 AND "credit_bills"."repaid_amount" >= 0 AND "credit_bills"."repaid_amount" <= "credit_bills"."amount")
);
--> statement-breakpoint
CREATE TABLE "credit_lines" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"credit_limit" integer NOT NULL,
	"due_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_lines_ok" CHECK ("credit_lines"."credit_limit" >= 0 AND "credit_lines"."due_days" BETWEEN 1 AND 365)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_ok";--> statement-breakpoint
ALTER TABLE "credit_bills" ADD CONSTRAINT "credit_bills_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_bills_member_idx" ON "credit_bills" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_bills_order_uq" ON "credit_bills" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_ok" CHECK ("payments"."amount" > 0 AND "payments"."status" IN (0, 1, 2) AND "payments"."purpose" IN ('orders', 'recharge', 'credit'));