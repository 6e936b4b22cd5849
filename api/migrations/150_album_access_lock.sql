-- Normalised copies of metaData's access lock (SPEC §4), beside the visibility ones, so
-- searches can leave a locked album's hidden text out of matching in SQL. The API writes
-- them with metaData (accessRuleOf in rules.ts); this fills them for albums stored before.
ALTER TABLE albums
  ADD COLUMN access_locked boolean NOT NULL DEFAULT false,
  ADD COLUMN access_tag_ids integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN access_operator text NOT NULL DEFAULT 'or' CHECK (access_operator IN ('and', 'or'));

-- Tag ids come as arrays of numbers or strings, comma-separated text, or one number. A part
-- that is not a plain positive id leaves the album with no tags (locked to all but its owner):
-- never more open in SQL than parseTagIds makes it.
UPDATE albums al SET
  access_locked = true,
  access_operator = CASE WHEN lower(trim(al.meta_data->>'access_filter_operator')) = 'and'
                         THEN 'and' ELSE 'or' END,
  access_tag_ids = parsed.ids
FROM (
  SELECT a.id,
         CASE WHEN bool_or(p.part <> '' AND p.part !~ '^[0-9]{1,9}$') THEN '{}'::integer[]
              ELSE coalesce(
                array_agg(DISTINCT CASE WHEN p.part ~ '^[0-9]{1,9}$' THEN p.part::integer END)
                  FILTER (WHERE p.part ~ '^[0-9]{1,9}$' AND ltrim(p.part, '0') <> ''),
                '{}') END AS ids
    FROM albums a
    LEFT JOIN LATERAL (
      SELECT coalesce(trim(raw), '') AS part
        FROM unnest(CASE jsonb_typeof(a.meta_data->'access_tag_ids')
                      WHEN 'array' THEN ARRAY(SELECT jsonb_array_elements_text(a.meta_data->'access_tag_ids'))
                      WHEN 'string' THEN string_to_array(a.meta_data->>'access_tag_ids', ',')
                      WHEN 'number' THEN ARRAY[a.meta_data->>'access_tag_ids']
                      ELSE '{}'::text[] END) AS raw
    ) p ON true
   WHERE lower(trim(a.meta_data->>'access_locked')) = 'true'
   GROUP BY a.id
) parsed
WHERE parsed.id = al.id;
