CREATE TABLE "first_camp_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"goods_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"valid_until" date,
	"storage_path" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "first_camp_documents" ADD CONSTRAINT "first_camp_documents_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_camp_documents" ADD CONSTRAINT "first_camp_documents_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_camp_documents" ADD CONSTRAINT "first_camp_documents_uploaded_by_operators_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "first_camp_shop_idx" ON "first_camp_documents" USING btree ("shop_id","goods_id","id");--> statement-breakpoint
CREATE INDEX "first_camp_goods_idx" ON "first_camp_documents" USING btree ("goods_id");