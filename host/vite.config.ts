import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

const backend = process.env.HOMEPORT_BACKEND ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
