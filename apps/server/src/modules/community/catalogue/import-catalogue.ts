import fs from 'node:fs';
import { loadConfig } from '../../../config.ts';
import { openPglite, openPostgres } from '../../../platform/db/open.ts';
import { parseCatalogueCsv } from './catalogue-csv.ts';
import { importCatalogue } from './catalogue-import.ts';

/**
 * Loads a city's base catalogue from a CSV file (docs/community.md "Loading other cities"):
 *
 *   npx tsx apps/server/src/modules/community/catalogue/import-catalogue.ts shanghai.csv
 *
 * Uses DATABASE_URL, or the PGlite database in DATA_DIR (stop the server first: one process per data
 * directory). Everything is checked first and written in one transaction; a file with problems
 * writes nothing. Communities already there (same city, district and name) are updated.
 */
async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('用法：import-catalogue.ts <文件.csv>');
    return 2;
  }
  const { entries, problems } = parseCatalogueCsv(fs.readFileSync(file, 'utf8'));
  if (problems.length > 0) {
    for (const p of problems) console.error(p);
    console.error(`共${problems.length}个问题，未导入任何数据。`);
    return 1;
  }
  const config = loadConfig();
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  try {
    const written = await database.db.transaction((tx) => importCatalogue(tx, entries));
    console.log(`已导入${written}个小区。`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
