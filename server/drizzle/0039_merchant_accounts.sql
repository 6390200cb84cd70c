ALTER TABLE "shops" ADD COLUMN "licence_expires" date;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "business_licence_expires" date;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "gsp_expires" date;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "shop_id" integer;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD COLUMN "shop_id" integer;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operators_shop_idx" ON "operators" USING btree ("shop_id");--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_shop_role_ok" CHECK (("operators"."shop_id" IS NULL) = ("operators"."role" NOT LIKE 'shop_%'));