CREATE TABLE "catalog_changes" (
	"backend" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
-- One row per connection: a writer only ever updates its own row, so concurrent writers never wait on each other.
CREATE OR REPLACE FUNCTION catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (backend, n) VALUES (pg_backend_pid(), 1)
    ON CONFLICT (backend) DO UPDATE SET n = catalog_changes.n + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['goods', 'goods_stocks', 'goods_ladder_prices', 'goods_tags', 'shops', 'warehouses', 'kx_groups', 'kx_group_goods'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed()', t || '_catalog_changed', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed()', t || '_catalog_truncated', t);
  END LOOP;
END $$;
