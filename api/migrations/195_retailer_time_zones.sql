-- A shop's opening hours are in its own local time, so "open now" needs its time zone. Each
-- location gets the main zone of its state (states split between zones get the zone most of
-- their people live in); an operator can set another per location.
ALTER TABLE retailer_locations ADD COLUMN time_zone text NOT NULL DEFAULT 'America/Chicago';

UPDATE retailer_locations SET time_zone = CASE upper(state)
  WHEN 'CT' THEN 'America/New_York' WHEN 'DC' THEN 'America/New_York'
  WHEN 'DE' THEN 'America/New_York' WHEN 'FL' THEN 'America/New_York'
  WHEN 'GA' THEN 'America/New_York' WHEN 'IN' THEN 'America/Indiana/Indianapolis'
  WHEN 'KY' THEN 'America/New_York' WHEN 'MA' THEN 'America/New_York'
  WHEN 'MD' THEN 'America/New_York' WHEN 'ME' THEN 'America/New_York'
  WHEN 'MI' THEN 'America/Detroit' WHEN 'NC' THEN 'America/New_York'
  WHEN 'NH' THEN 'America/New_York' WHEN 'NJ' THEN 'America/New_York'
  WHEN 'NY' THEN 'America/New_York' WHEN 'OH' THEN 'America/New_York'
  WHEN 'PA' THEN 'America/New_York' WHEN 'RI' THEN 'America/New_York'
  WHEN 'SC' THEN 'America/New_York' WHEN 'VA' THEN 'America/New_York'
  WHEN 'VT' THEN 'America/New_York' WHEN 'WV' THEN 'America/New_York'
  WHEN 'AZ' THEN 'America/Phoenix' WHEN 'CO' THEN 'America/Denver'
  WHEN 'ID' THEN 'America/Boise' WHEN 'MT' THEN 'America/Denver'
  WHEN 'NM' THEN 'America/Denver' WHEN 'UT' THEN 'America/Denver'
  WHEN 'WY' THEN 'America/Denver' WHEN 'CA' THEN 'America/Los_Angeles'
  WHEN 'NV' THEN 'America/Los_Angeles' WHEN 'OR' THEN 'America/Los_Angeles'
  WHEN 'WA' THEN 'America/Los_Angeles' WHEN 'AK' THEN 'America/Anchorage'
  WHEN 'HI' THEN 'Pacific/Honolulu'
  ELSE 'America/Chicago' END;
