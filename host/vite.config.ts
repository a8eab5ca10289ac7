import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const backend = process.env.HOMEPORT_BACKEND ?? 'http://localhost:8080';

/** What is worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt)$/;
/** Below this, the headers weigh more than the saving. */
const MIN_BYTES = 1024;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip, level 9) beside
 * every compressible built file, once at build time: the simulator sends the
 * one the browser accepts (docs/simulator.md "HTTP hardening", Compression).
 * The HTML entries are left out: the simulator writes a CSP nonce into each
 * answer, so their bytes differ per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'homeport-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const names = await readdir(outDir, { recursive: true });
      // .vite/ holds the build manifest, for scripts, never served.
      const files = names.filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite')).map((name) => join(outDir, name));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < MIN_BYTES) return;
          const brotli = await toBrotli(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          });
          await writeFile(`${file}.br`, brotli);
          await writeFile(`${file}.gz`, await toGzip(bytes, { level: constants.Z_BEST_COMPRESSION }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  // Workspace packages resolve to their sources (STYLE.md): no build first.
  resolve: { conditions: ['@homeport/source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '^/local/[^/]+/api': backend,
      '/mqtt': { target: backend.replace(/^http/, 'ws'), ws: true },
    },
  },
  // A placeholder the simulator replaces with each answer's CSP nonce
  // (docs/simulator.md "HTTP hardening"); src/cspNonce.ts hands it on.
  html: { cspNonce: 'HOMEPORT_CSP_NONCE' },
  build: {
    outDir: 'dist',
    // scripts/first-load.mjs reads it to weigh what /login loads first.
    manifest: true,
    emptyOutDir: true,
    // Written for developers and scripts/first-load.mjs, but 'hidden': no
    // sourceMappingURL in the served files, and the simulator never serves
    // a .map (docs/simulator.md "HTTP hardening").
    sourcemap: 'hidden',
    // Two entries: the portal, and the gateway's local interface (served by
    // the simulator at /local/{serial}/, docs/simulator.md).
    rollupOptions: { input: { main: fileURLToPath(new URL('index.html', import.meta.url)), local: fileURLToPath(new URL('local.html', import.meta.url)) } },
  },
});
