import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
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
      '/mqtt': { target: backend.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
