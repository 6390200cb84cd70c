CREATE TABLE "data_versions" (
	"domain" text NOT NULL,
	"backend" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "data_versions_domain_backend_pk" PRIMARY KEY("domain","backend")
);
--> statement-breakpoint
-- One row per domain and connection: a writer only ever updates its own row, so writers never wait on each other.
CREATE OR REPLACE FUNCTION data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions (domain, backend, n) VALUES (TG_ARGV[0], pg_backend_pid(), 1)
    ON CONFLICT (domain, backend) DO UPDATE SET n = data_versions.n + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  -- What goods cards, details and list pages read.
  FOREACH t IN ARRAY ARRAY['goods', 'goods_stocks', 'goods_ladder_prices', 'goods_tags', 'shops', 'warehouses', 'kx_groups', 'kx_group_goods'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION data_changed(''catalog'')', t || '_catalog_changed', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION data_changed(''catalog'')', t || '_catalog_truncated', t);
  END LOOP;
  -- What a priced cart reads besides the catalogue: its lines, promotions, coupons, flash-sale purchases, scopes.
  FOREACH t IN ARRAY ARRAY['cart_items', 'full_reductions', 'full_reduction_tiers', 'goods_gifts', 'flash_sales', 'daily_specials',
      'combinations', 'combination_items', 'coupons', 'member_coupons', 'orders', 'order_items', 'business_scopes'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION data_changed(''pricing'')', t || '_pricing_changed', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION data_changed(''pricing'')', t || '_pricing_truncated', t);
  END LOOP;
END $$;
