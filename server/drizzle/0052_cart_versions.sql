ALTER TABLE "cart_line_counts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A cart's version: every statement that inserts, updates or deletes a member's lines gives the member a new number
-- from one sequence (never reused: a TRUNCATE clears the rows, not the sequence). It replaces the shared 'pricing'
-- counter for cart lines, so one buyer's add no longer empties every process's priced carts of every other buyer.
CREATE SEQUENCE cart_version_seq;
--> statement-breakpoint
UPDATE cart_line_counts SET version = nextval('cart_version_seq');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cart_line_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cart_line_counts AS c (member_id, lines, version)
    SELECT member_id, count(*)::int, nextval('cart_version_seq') FROM new_lines GROUP BY member_id ORDER BY member_id
    ON CONFLICT (member_id) DO UPDATE SET lines = c.lines + excluded.lines, version = excluded.version;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cart_line_counts_take() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cart_line_counts AS c (member_id, lines, version)
    SELECT member_id, -count(*)::int, nextval('cart_version_seq') FROM old_lines GROUP BY member_id ORDER BY member_id
    ON CONFLICT (member_id) DO UPDATE SET lines = c.lines + excluded.lines, version = excluded.version;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION cart_line_counts_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cart_line_counts AS c (member_id, lines, version)
    SELECT member_id, 0, nextval('cart_version_seq') FROM (SELECT DISTINCT member_id FROM new_lines) m ORDER BY member_id
    ON CONFLICT (member_id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cart_line_counts_update AFTER UPDATE ON cart_items REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION cart_line_counts_touch();
--> statement-breakpoint
DROP TRIGGER cart_items_pricing_changed ON cart_items;
--> statement-breakpoint
DROP TRIGGER cart_items_pricing_truncated ON cart_items;
