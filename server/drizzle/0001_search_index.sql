CREATE TABLE "goods_search" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"doc" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_search" ADD CONSTRAINT "goods_search_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_search_doc_gin" ON "goods_search" USING gin ("doc");