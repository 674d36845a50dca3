import { openPglite, openPostgres } from '../../platform/db/open.ts';
import { generateData } from './generate-data.ts';

/**
 * `tsx apps/server/src/db/generate/cli.ts` — fills a database for the benchmarks: DATABASE_URL, or
 * the PGlite data directory DATA_DIR. Sizes from GEN_COMPANIES (1000), GEN_LISTINGS (1000000),
 * GEN_BIG_TENANT (500000), GEN_CUSTOMERS (200000). Prints progress, then one JSON line with the
 * big tenant's logins and the counts (the benchmark reads it).
 */
const size = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};

const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
if (!url && !dataDir)
  throw new Error('Set DATABASE_URL or DATA_DIR: the generator never writes to the default data folder');
const database = url ? await openPostgres(url) : await openPglite(dataDir ?? null);
try {
  const result = await generateData(database.db, {
    companies: size('GEN_COMPANIES', 1000),
    listings: size('GEN_LISTINGS', 1_000_000),
    bigTenantListings: size('GEN_BIG_TENANT', 500_000),
    customers: size('GEN_CUSTOMERS', 200_000),
    log: (line) => console.log(line),
  });
  console.log(`GENERATED ${JSON.stringify(result)}`);
} finally {
  await database.close();
}
