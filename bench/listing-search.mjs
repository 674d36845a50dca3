/**
 * Listing search (issue 7): `/housing/v2/housingPosts` with typical filter mixes (a Chinese keyword,
 * price and area ranges, district, team filters), first page and a deep page; median and p99 of the
 * server's time beside the bare SQL time of the same query, and their ratio; on PGlite and on
 * PostgreSQL. It needs the listing module and the data generator (generate-data.mjs): until then it
 * says so and measures nothing.
 */
export async function listingSearchBench() {
  console.log('\n== Listing search ==');
  console.log('  Waits for the listing module (/housing/v2/housingPosts) and the data generator: not measured yet.');
  return null;
}
