import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
  // The signed PDF's QR code (a redirect to the verification page).
  '/verify',
];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text assets worth compressing; pictures and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside each text asset of the
 * build, once, so that the server sends them as they are (`preCompressed` in web.routes.ts, issue 17)
 * instead of compressing on every request or not at all.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'awb-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const plain = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(plain, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
              },
            }),
            gzip(plain, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  base: '/h5/',
  plugins: [react(), precompress()],
  // CSS modules through Lightning CSS, not PostCSS: postcss-modules inlines every file named in a
  // `composes: x from "…"` into the composing file as text parsed without a source, which Vite warns
  // about on every build ("A PostCSS plugin did not pass the `from` option…") and which duplicated
  // the shared ui/ rules into each such file. Lightning CSS resolves those references by name.
  css: { transformer: 'lightningcss' },
  server: { port: 5173, proxy: Object.fromEntries(proxied.map((p) => [p, api])) },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and React DOM in a chunk of their own (issue 17). Left to the automatic split,
          // react-dom's index landed in a chunk shared with antd-mobile's Mask and react-spring,
          // which the entry then imported: 23 KB gzip of animation code on the first screen.
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The same for antd-mobile's small helpers the first screen uses (its render hook, set by
            // platform/antd-react19.ts, and DOM checks): without this group they shared a chunk with
            // the Mask and react-spring. The three helpers that import react-spring stay out.
            {
              name: 'antd-utils',
              test: /[\\/]node_modules[\\/](antd-mobile[\\/]es[\\/]utils[\\/](?!reduce-and-restore-motion|use-drag-and-pinch|use-tab-list-scroll)[\w-]+\.js|rc-util[\\/]lib[\\/]React[\\/]render\.js|@babel[\\/]runtime[\\/]helpers[\\/](regenerator\w*|asyncToGenerator|OverloadYield)\.js|classnames[\\/])/,
            },
          ],
        },
      },
    },
  },
});
