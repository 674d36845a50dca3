-- Portal secrets kept a clear tail (`masked`, e.g. ******rd) beside the sealed text; nothing of a secret is kept in clear now.
UPDATE "promotion_bindings"
SET "secrets" = (SELECT coalesce(jsonb_object_agg(e.key, e.value - 'masked'), '{}'::jsonb) FROM jsonb_each("secrets") AS e)
WHERE jsonb_typeof("secrets") = 'object' AND "secrets" <> '{}'::jsonb;
