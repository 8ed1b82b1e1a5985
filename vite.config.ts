import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { loginPreload } from './kernel/server/tools/login-preload.ts';

// The console is served under /admin/; during `npm run dev` API calls go to the running server.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), loginPreload()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/prod-api': 'http://127.0.0.1:8080' },
  },
});
