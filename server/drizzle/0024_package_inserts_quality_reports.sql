CREATE TABLE "package_inserts" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"ingredients" text DEFAULT '' NOT NULL,
	"character" text DEFAULT '' NOT NULL,
	"indications" text NOT NULL,
	"dosage" text NOT NULL,
	"adverse_reactions" text DEFAULT '' NOT NULL,
	"contraindications" text DEFAULT '' NOT NULL,
	"precautions" text DEFAULT '' NOT NULL,
	"interactions" text DEFAULT '' NOT NULL,
	"storage" text DEFAULT '' NOT NULL,
	"shelf_life" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quality_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goods_id" integer NOT NULL,
	"batch_no" text NOT NULL,
	"file" text,
	"mime" text,
	"inspector" text DEFAULT '' NOT NULL,
	"report_no" text DEFAULT '' NOT NULL,
	"conclusion" text DEFAULT '' NOT NULL,
	"inspected_on" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "package_inserts" ADD CONSTRAINT "package_inserts_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_reports" ADD CONSTRAINT "quality_reports_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quality_reports_batch_idx" ON "quality_reports" USING btree ("goods_id","batch_no");