-- The tsvector moves out of line so the rows a search visits are narrow (ids, sort keys, names).
ALTER TABLE goods_search ALTER COLUMN doc SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE goods_search SET (toast_tuple_target = 128);
--> statement-breakpoint
-- Category lists read ids and sort keys from this index alone (index-only scan), then fetch the page's rows.
CREATE INDEX goods_list_cover_idx ON goods (category_id) INCLUDE (id, stock_total, is_yx, sales, base_price, created_at)
  WHERE status = 'on_sale';
--> statement-breakpoint
-- Ranking inputs of goods_search follow the catalog in the same transaction.
CREATE OR REPLACE FUNCTION goods_search_rank_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods_search SET on_sale = NEW.status = 'on_sale', in_stock = NEW.stock_total > 0, sales = NEW.sales
    WHERE goods_id = NEW.id
      AND (on_sale, in_stock, sales) IS DISTINCT FROM (NEW.status = 'on_sale', NEW.stock_total > 0, NEW.sales);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_search_rank AFTER UPDATE OF status, stock_total, sales ON goods
  FOR EACH ROW EXECUTE FUNCTION goods_search_rank_sync();
