CREATE TABLE "search_postings" (
	"term" text NOT NULL,
	"goods_id" integer NOT NULL,
	"tier" smallint NOT NULL,
	"on_sale" boolean NOT NULL,
	"in_stock" boolean NOT NULL,
	"sales" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_postings_goods_idx" ON "search_postings" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "search_postings_rank_idx" ON "search_postings" USING btree ("term","tier","in_stock" DESC NULLS LAST,"sales" DESC NULLS LAST,"goods_id") WHERE "search_postings"."on_sale";--> statement-breakpoint
-- Ranking inputs of goods_search and of the goods' postings follow the catalog in the same transaction.
CREATE OR REPLACE FUNCTION goods_search_rank_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods_search SET on_sale = NEW.status = 'on_sale', in_stock = NEW.stock_total > 0, sales = NEW.sales
    WHERE goods_id = NEW.id
      AND (on_sale, in_stock, sales) IS DISTINCT FROM (NEW.status = 'on_sale', NEW.stock_total > 0, NEW.sales);
  UPDATE search_postings SET on_sale = NEW.status = 'on_sale', in_stock = NEW.stock_total > 0, sales = NEW.sales
    WHERE goods_id = NEW.id
      AND (on_sale, in_stock, sales) IS DISTINCT FROM (NEW.status = 'on_sale', NEW.stock_total > 0, NEW.sales);
  RETURN NULL;
END $$;
