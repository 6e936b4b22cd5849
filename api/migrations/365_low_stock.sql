-- Low stock (issue 36): the operator's threshold, and which offers have told their shop's
-- staff already, so an offer that stays low is not announced on every further order.

-- The operator's settings of the shops: one row.
CREATE TABLE shop_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- An offer with this many left at a shop, or fewer, is low on stock there.
  low_stock_threshold integer NOT NULL DEFAULT 5 CHECK (low_stock_threshold BETWEEN 0 AND 10000),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO shop_settings DEFAULT VALUES;

-- Set when the shop's staff were told the offer ran low; cleared (re-armed) once its stock
-- is above the threshold again, whatever raised it (a staff edit, a rejection, an expiry).
ALTER TABLE offer_locations ADD COLUMN low_stock_alerted boolean NOT NULL DEFAULT false;

CREATE FUNCTION offer_locations_rearm_low_stock() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.stock > (SELECT low_stock_threshold FROM shop_settings WHERE id) THEN
    NEW.low_stock_alerted := false;
  END IF;
  RETURN NEW;
END;
$$;

-- Only rows that have alerted pay for the look-up: an order of a well-stocked offer does not.
CREATE TRIGGER offer_locations_rearm_low_stock
  BEFORE UPDATE OF stock ON offer_locations
  FOR EACH ROW WHEN (OLD.low_stock_alerted AND NEW.stock IS DISTINCT FROM OLD.stock)
  EXECUTE FUNCTION offer_locations_rearm_low_stock();
