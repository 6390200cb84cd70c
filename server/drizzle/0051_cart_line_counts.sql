CREATE TABLE "cart_line_counts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"lines" integer NOT NULL
);
--> statement-breakpoint
-- Each statement on cart_items adds or takes back the lines it inserted or deleted, per member, in member order (two
-- statements touching the same members lock their rows in the same order). An upsert that only updates lines sees
-- an empty transition table and writes nothing.
CREATE FUNCTION cart_line_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cart_line_counts AS c (member_id, lines)
    SELECT member_id, count(*)::int FROM new_lines GROUP BY member_id ORDER BY member_id
    ON CONFLICT (member_id) DO UPDATE SET lines = c.lines + excluded.lines;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION cart_line_counts_take() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cart_line_counts AS c (member_id, lines)
    SELECT member_id, -count(*)::int FROM old_lines GROUP BY member_id ORDER BY member_id
    ON CONFLICT (member_id) DO UPDATE SET lines = c.lines + excluded.lines;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION cart_line_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM cart_line_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A line never moves to another member (nothing does it; the count would go wrong if something did).
CREATE FUNCTION cart_items_member_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'cart_items.member_id cannot change';
END $$;
--> statement-breakpoint
CREATE TRIGGER cart_line_counts_insert AFTER INSERT ON cart_items REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION cart_line_counts_add();
--> statement-breakpoint
CREATE TRIGGER cart_line_counts_delete AFTER DELETE ON cart_items REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION cart_line_counts_take();
--> statement-breakpoint
CREATE TRIGGER cart_line_counts_truncate AFTER TRUNCATE ON cart_items
  FOR EACH STATEMENT EXECUTE FUNCTION cart_line_counts_clear();
--> statement-breakpoint
CREATE TRIGGER cart_items_member_fixed BEFORE UPDATE OF member_id ON cart_items
  FOR EACH ROW WHEN (OLD.member_id IS DISTINCT FROM NEW.member_id) EXECUTE FUNCTION cart_items_member_fixed();
--> statement-breakpoint
INSERT INTO cart_line_counts (member_id, lines) SELECT member_id, count(*)::int FROM cart_items GROUP BY member_id;
