-- A one-character key of the signing list (sign-contract.repository.ts keyCondition): every character of
-- the lower-cased text that is not white space, tagged with the company ("5:星"), as the two-character
-- pieces of migration 0007. The list-order walk finds a common character at once; this index finds a
-- rare one (decision 0003).
CREATE OR REPLACE FUNCTION search_chars(company bigint, body text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT company::text || ':' || piece), '{}')
  FROM (SELECT substr(lower(body), i, 1) AS piece FROM generate_series(1, char_length(body)) AS i) AS pieces
  WHERE piece !~ '\s'
$$;
--> statement-breakpoint
CREATE INDEX "sign_contracts_search_chars_idx" ON "sign_contracts" USING gin (search_chars("company_id", "contract_no" || ' ' || "title" || ' ' || "house_name" || ' ' || "house_building" || ' ' || "house_room_no" || ' ' || "party_a_name" || ' ' || "party_b_name")) WHERE "sign_contracts"."deleted_at" is null;
