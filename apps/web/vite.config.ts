import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:8080';
/** Paths the dev server forwards to the API server (everything but the app itself). */
const proxied = [
  '/user',
  '/register',
  '/pages/getContent',
  '/base',
  '/search',
  '/try',
  '/ManagementCenter',
  '/files',
  '/dev',
  '/app',
  '/housing',
  '/customer',
  '/community',
  '/org',
  '/oa',
  '/sign',
  '/contract',
  '/setting',
  '/omp',
  '/hk',
  '/house',
  '/compare',
  '/ChangeCenter',
  '/intensiveFarming',
  '/info',
  '/gather',
  '/template',
  '/fpk',
];

export default defineConfig({
  base: '/h5/',
  plugins: [react()],
  server: { port: 5173, proxy: Object.fromEntries(proxied.map((p) => [p, api])) },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 800 },
});
