CREATE TABLE "flash_sale_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"per_member_limit" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"flash_sale_id" integer,
	"applied_by" integer NOT NULL,
	"applicant" text NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "flash_sale_applications_window_ok" CHECK ("flash_sale_applications"."ends_at" > "flash_sale_applications"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "flash_sale_applications" ADD CONSTRAINT "flash_sale_applications_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_applications" ADD CONSTRAINT "flash_sale_applications_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sale_applications" ADD CONSTRAINT "flash_sale_applications_flash_sale_id_flash_sales_id_fk" FOREIGN KEY ("flash_sale_id") REFERENCES "public"."flash_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_sale_applications_status_idx" ON "flash_sale_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "flash_sale_applications_shop_idx" ON "flash_sale_applications" USING btree ("shop_id","id");