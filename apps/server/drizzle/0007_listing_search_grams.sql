-- The keyword search's pieces (listing-search.ts keywordCondition): every two-character piece of the
-- lower-cased text that holds no white space, tagged with the company ("5:西溪"), so that one GIN index
-- serves every tenant while a lookup reads only the entries of the caller's company. A two-character
-- Chinese keyword is the common case, which is why this is not pg_trgm (trigrams need three).
CREATE OR REPLACE FUNCTION listing_search_grams(company bigint, body text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT company::text || ':' || piece), '{}')
  FROM (SELECT substr(lower(body), i, 2) AS piece FROM generate_series(1, char_length(body) - 1) AS i) AS pieces
  WHERE piece !~ '\s'
$$;
--> statement-breakpoint
CREATE INDEX "listings_search_grams_idx" ON "listings" USING gin (listing_search_grams("company_id", "address" || ' ' || "remark")) WHERE "listings"."deleted_at" is null;