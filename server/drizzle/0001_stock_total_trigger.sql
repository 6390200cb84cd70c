-- goods.stock_total follows goods_stocks in the same transaction, so lists and search sort in-stock first cheaply.
CREATE OR REPLACE FUNCTION goods_stock_total_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE goods SET stock_total = stock_total + NEW.number - (CASE WHEN TG_OP = 'UPDATE' THEN OLD.number ELSE 0 END)
      WHERE id = NEW.goods_id;
  ELSE
    UPDATE goods SET stock_total = stock_total - OLD.number WHERE id = OLD.goods_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER goods_stocks_total AFTER INSERT OR UPDATE OF number OR DELETE ON goods_stocks
  FOR EACH ROW EXECUTE FUNCTION goods_stock_total_sync();
