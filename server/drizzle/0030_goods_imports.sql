CREATE TABLE "goods_import_rows" (
	"import_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"row_no" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"body" jsonb,
	"goods_id" integer,
	"errors" jsonb,
	CONSTRAINT "goods_import_rows_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "goods_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"state" text DEFAULT 'checked' NOT NULL,
	"total_rows" integer NOT NULL,
	"valid_rows" integer NOT NULL,
	"error_rows" integer NOT NULL,
	"header" jsonb NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"operator_id" integer NOT NULL,
	"operator_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "goods_imports_counts_ok" CHECK ("goods_imports"."processed" <= "goods_imports"."valid_rows" AND "goods_imports"."valid_rows" + "goods_imports"."error_rows" = "goods_imports"."total_rows")
);
--> statement-breakpoint
ALTER TABLE "goods_import_rows" ADD CONSTRAINT "goods_import_rows_import_id_goods_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."goods_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_imports_created_idx" ON "goods_imports" USING btree ("created_at");