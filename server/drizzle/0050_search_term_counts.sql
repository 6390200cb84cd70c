CREATE TABLE "search_term_counts" (
	"term" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_term_counts_term_idx" ON "search_term_counts" USING btree ("term","n");--> statement-breakpoint
-- The Latin terms a document matches as prefixes: each lexeme's leading run of letters, digits and inner dots (what
-- search-query.ts's runs() makes a Latin term), cut at 1..10 characters (POSTING_MAX_LATIN), never ending in a dot.
-- A search for such a term (tsquery 'term':*) matches a goods exactly when the term is one of these.
CREATE FUNCTION search_latin_prefixes(doc tsvector) RETURNS SETOF text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT DISTINCT left(m.w, k.k) FROM unnest(tsvector_to_array(doc)) AS l(lexeme)
    CROSS JOIN LATERAL (SELECT substring(l.lexeme FROM '^[a-z0-9]+(?:\.[a-z0-9]+)*') AS w) AS m
    CROSS JOIN LATERAL generate_series(1, least(10, length(m.w))) AS k(k)
  WHERE m.w IS NOT NULL AND right(left(m.w, k.k), 1) <> '.'
$$;
--> statement-breakpoint
INSERT INTO search_term_counts (term, n)
  SELECT p.term, count(*)::int FROM goods_search CROSS JOIN LATERAL search_latin_prefixes(goods_search.doc) AS p(term)
  WHERE goods_search.on_sale GROUP BY p.term;
--> statement-breakpoint
-- A goods going on or off sale also adds or takes back its prefixes' counts; its goods_search row is locked first, so
-- the on-sale state the delta is taken from is the one this update replaces.
CREATE OR REPLACE FUNCTION goods_search_rank_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean;
BEGIN
  IF (OLD.status = 'on_sale') IS DISTINCT FROM (NEW.status = 'on_sale') THEN
    SELECT on_sale INTO was FROM goods_search WHERE goods_id = NEW.id FOR UPDATE;
    IF FOUND AND was IS DISTINCT FROM (NEW.status = 'on_sale') THEN
      INSERT INTO search_term_counts (term, n)
        SELECT p.term, CASE WHEN was THEN -1 ELSE 1 END FROM goods_search
          CROSS JOIN LATERAL search_latin_prefixes(goods_search.doc) AS p(term) WHERE goods_search.goods_id = NEW.id;
    END IF;
  END IF;
  UPDATE goods_search SET on_sale = NEW.status = 'on_sale', in_stock = NEW.stock_total > 0, sales = NEW.sales
    WHERE goods_id = NEW.id
      AND (on_sale, in_stock, sales) IS DISTINCT FROM (NEW.status = 'on_sale', NEW.stock_total > 0, NEW.sales);
  UPDATE search_postings SET on_sale = NEW.status = 'on_sale', in_stock = NEW.stock_total > 0, sales = NEW.sales
    WHERE goods_id = NEW.id
      AND (on_sale, in_stock, sales) IS DISTINCT FROM (NEW.status = 'on_sale', NEW.stock_total > 0, NEW.sales);
  RETURN NULL;
END $$;
