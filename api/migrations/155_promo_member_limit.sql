-- Every promo code is limited per member: without a limit one member could spend all of a
-- code's uses. A code that had none (NULL meant unlimited) now allows one use per member,
-- the default for new codes; a larger number is still a per-code setting.
UPDATE promo_codes SET per_member_limit = 1 WHERE per_member_limit IS NULL;
ALTER TABLE promo_codes ALTER COLUMN per_member_limit SET DEFAULT 1;
ALTER TABLE promo_codes ALTER COLUMN per_member_limit SET NOT NULL;
