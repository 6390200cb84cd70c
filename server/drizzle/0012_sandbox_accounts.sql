CREATE TABLE "sandbox_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"out_user_id" text NOT NULL,
	"account_no" text NOT NULL,
	"holder" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_accounts_user_uq" ON "sandbox_accounts" USING btree ("out_user_id");