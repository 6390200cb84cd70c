CREATE TABLE "merchant_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"company" text NOT NULL,
	"credit_code" text NOT NULL,
	"drug_licence_no" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"address" text NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"licences" jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"review_reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_applications_member_idx" ON "merchant_applications" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "merchant_applications_status_idx" ON "merchant_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_applications_pending_uq" ON "merchant_applications" USING btree ("credit_code") WHERE "merchant_applications"."status" = 0;