CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_no" text NOT NULL,
	"check_code" text NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_tax_no" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_tax_no" text NOT NULL,
	"lines" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"tax_amount" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_ok" CHECK ("invoices"."amount" >= 0 AND "invoices"."tax_amount" >= 0 AND "invoices"."type" IN (1, 2))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_no_uq" ON "invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_uq" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_member_idx" ON "invoices" USING btree ("member_id","id");