/**
 * Data generator (issue 7): N companies with realistic listings, customers, communities and
 * follow-ups (default 1,000 companies, 1M listings with one tenant holding 500k, 200k customers) into
 * PGlite or PostgreSQL (DATABASE_URL), in minutes, through the modules' own factories
 * (apps/server/src/db/seed/factories.ts). The listing, customer and community tables do not exist
 * yet; the module that adds them fills this in.
 */
export async function generateData() {
  console.log('\n== Data generator ==');
  console.log('  Waits for the listing, customer and community modules: nothing to generate yet.');
  return null;
}
