/**
 * The real app in this process on `db`, with the demo data, logged in as the demo manager: what the
 * in-process benches (`calls.mjs`, `listing-list.mjs`) measure. Imports the server's TypeScript, so it
 * runs only in a bench's tsx child (`rerunUnderTsx`).
 */
export async function demoApp(db, fileRoot) {
  const { buildApp } = await import('../../apps/server/src/app.ts');
  const { loadConfig } = await import('../../apps/server/src/config.ts');
  const { DEMO, seedDemo } = await import('../../apps/server/src/db/seed/demo.ts');
  const { DEMO_PASSWORD } = await import('../../apps/server/src/db/seed/factories.ts');
  const { ensureDefaultContents } = await import('../../apps/server/src/modules/content/content.defaults.ts');
  const { systemClock } = await import('../../apps/server/src/platform/clock.ts');
  const { PersonalData } = await import('../../apps/server/src/platform/personal-data/personal-data.ts');
  const { DevSmsSender } = await import('../../apps/server/src/platform/sms/dev-sms-sender.ts');

  await ensureDefaultContents(db);
  await seedDemo(db, systemClock, new PersonalData(Buffer.alloc(32, 7)));
  const app = await buildApp({
    config: { ...loadConfig({}), production: false, webDist: '/nonexistent' },
    db,
    clock: systemClock,
    sms: new DevSmsSender(),
    secret: Buffer.from('bench-secret-bench-secret-bench-secret'),
    fileRoot,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/user/login/mobileSignin',
    payload: { phone: DEMO.users.managerA.phone, password: DEMO_PASSWORD },
  });
  const { token, sessionid } = login.json().data;
  return { app, headers: { token, sessionid } };
}
