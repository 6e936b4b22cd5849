-- A deleted account keeps its row (orders and public posts point at it) with nothing
-- personal left in it; this says when it was deleted.
ALTER TABLE accounts ADD COLUMN deleted_at timestamptz;
