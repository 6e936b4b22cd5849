-- What an order's idempotency key was first sent with (a hash of the request's meaning), so
-- the key sent again with a different request is a conflict, not a replay of the first order.
-- Orders placed before have none, and their keys replay as they did.
ALTER TABLE orders ADD COLUMN request_fingerprint text;
