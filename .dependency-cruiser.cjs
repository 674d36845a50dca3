/**
 * Module boundaries of the server and the web app (docs/decisions/0013-module-boundaries.md).
 * A module is a folder under `src/modules/`, or `platform`, `db`, `ui` as a whole; tests and test kits
 * are left out (they may reach into what they test).
 */
const UNIT = '^apps/(server|web)/src/(modules/[^/]+|platform|ui|db)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      comment: 'Modules depend on each other one way: a cycle means neither can change alone.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${UNIT}$` },
      to: { circular: true },
    },
    {
      name: 'no-file-cycle',
      comment: 'Files import each other one way.',
      severity: 'error',
      from: { path: '^apps/(server|web)/src/' },
      to: { circular: true },
    },
    {
      name: 'no-foreign-tables',
      comment: "A module's tables and repositories are its own: other modules go through its service.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/.+[.](table|repository)[.]ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'no-platform-into-modules',
      comment: 'The platform serves every module and knows none of them.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'no-seed-in-modules',
      comment: 'Demo data is made in db/seed by calling the modules, never the other way round.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/db/seed/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '([.]test[.]tsx?|-test-kit[.]ts)$|^apps/server/test/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
