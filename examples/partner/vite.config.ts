import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite React app: nothing Homeport-specific here.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:8080', '/mqtt': { target: 'ws://localhost:8080', ws: true } } },
});
