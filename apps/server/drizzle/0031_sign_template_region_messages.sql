-- Templates adopted before the area fields became text inputs still told a blank province, city or
-- district 请选择区域信息 (a picker's wording); the field's own 请输入省份/城市/区县 now applies to them too.
UPDATE "company_sign_templates"
SET "definition" = jsonb_set(
  "definition",
  '{fields}',
  (
    SELECT jsonb_agg(
      CASE WHEN f ->> 'requiredMessage' = '请选择区域信息' THEN f - 'requiredMessage' ELSE f END
      ORDER BY i
    )
    FROM jsonb_array_elements("definition" -> 'fields') WITH ORDINALITY AS e(f, i)
  )
)
WHERE jsonb_typeof("definition" -> 'fields') = 'array'
  AND "definition" -> 'fields' @> '[{"requiredMessage": "请选择区域信息"}]'::jsonb;
