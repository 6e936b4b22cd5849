-- The funnel panel's rollup (issue 38): each member's posts and completed orders, kept by
-- triggers in the same transaction as the post or order is written, changed or deleted, so
-- the funnel counts the members who joined in its range against one small row each instead
-- of searching every post and order. Only members with a post or a completed order have a
-- row. No foreign key: a row left by a member deleted outright is never joined to anyone.
CREATE TABLE dashboard_member_counts (
  account_id integer PRIMARY KEY,
  posts integer NOT NULL DEFAULT 0 CHECK (posts >= 0),
  completed_orders integer NOT NULL DEFAULT 0 CHECK (completed_orders >= 0)
);

INSERT INTO dashboard_member_counts (account_id, posts, completed_orders)
SELECT account_id, sum(posts), sum(completed_orders) FROM (
  SELECT owner_id AS account_id, count(*) AS posts, 0 AS completed_orders
    FROM albums WHERE album_type = 'post' GROUP BY owner_id
  UNION ALL
  SELECT account_id, 0, count(*) FROM orders WHERE status = 'COMPLETED' GROUP BY account_id) c
GROUP BY account_id;

-- Adds `post_change` and `order_change` (each -1, 0 or 1) to a member's row.
CREATE FUNCTION dashboard_count_member(member integer, post_change integer, order_change integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO dashboard_member_counts AS c (account_id, posts, completed_orders)
  VALUES (member, GREATEST(post_change, 0), GREATEST(order_change, 0))
  ON CONFLICT (account_id) DO UPDATE
    SET posts = c.posts + post_change, completed_orders = c.completed_orders + order_change
$$;

-- A post written, deleted, or changed owner or type (other album rows are not counted).
CREATE FUNCTION dashboard_count_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.album_type = 'post' THEN
      PERFORM dashboard_count_member(OLD.owner_id, -1, 0);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.album_type = 'post' THEN
      PERFORM dashboard_count_member(NEW.owner_id, 1, 0);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER albums_dashboard_posts_added AFTER INSERT ON albums
  FOR EACH ROW WHEN (NEW.album_type = 'post') EXECUTE FUNCTION dashboard_count_posts();
CREATE TRIGGER albums_dashboard_posts_removed AFTER DELETE ON albums
  FOR EACH ROW WHEN (OLD.album_type = 'post') EXECUTE FUNCTION dashboard_count_posts();
CREATE TRIGGER albums_dashboard_posts_changed AFTER UPDATE OF owner_id, album_type ON albums
  FOR EACH ROW
  WHEN ((OLD.album_type = 'post' OR NEW.album_type = 'post')
        AND (OLD.owner_id, OLD.album_type) IS DISTINCT FROM (NEW.owner_id, NEW.album_type))
  EXECUTE FUNCTION dashboard_count_posts();

-- An order completed, deleted, or moved in or out of COMPLETED (or to another member).
CREATE FUNCTION dashboard_count_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD.status = 'COMPLETED' THEN
      PERFORM dashboard_count_member(OLD.account_id, 0, -1);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW.status = 'COMPLETED' THEN
      PERFORM dashboard_count_member(NEW.account_id, 0, 1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER orders_dashboard_completed_added AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.status = 'COMPLETED') EXECUTE FUNCTION dashboard_count_orders();
CREATE TRIGGER orders_dashboard_completed_removed AFTER DELETE ON orders
  FOR EACH ROW WHEN (OLD.status = 'COMPLETED') EXECUTE FUNCTION dashboard_count_orders();
CREATE TRIGGER orders_dashboard_completed_changed AFTER UPDATE OF account_id, status ON orders
  FOR EACH ROW
  WHEN ((OLD.status = 'COMPLETED' OR NEW.status = 'COMPLETED')
        AND (OLD.account_id, OLD.status) IS DISTINCT FROM (NEW.account_id, NEW.status))
  EXECUTE FUNCTION dashboard_count_orders();
