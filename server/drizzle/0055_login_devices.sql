CREATE TABLE "login_devices" (
	"token_hash" text NOT NULL,
	"realm" text NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_devices_token_hash_realm_account_id_pk" PRIMARY KEY("token_hash","realm","account_id")
);
--> statement-breakpoint
CREATE INDEX "login_devices_account_idx" ON "login_devices" USING btree ("realm","account_id");