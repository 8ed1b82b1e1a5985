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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // everything the entry imports statically is needed before the first screen anyway: one file
          // instead of a dozen small shared chunks, each a request the sign-in page would wait for
          groups: [
            { name: 'boot', tags: ['$initial'] },
            // the sign-in page in one file: its own modules and the few shared pieces its first screen uses
            // (Button and three icons, used by every signed-in screen as well; the kernel's small API module)
            {
              name: 'login',
              test: /kernel[\\/]client[\\/](pages[\\/](LoginPage|LoginField|LanguageLinks)\.tsx|pages[\\/]login\.css|auth[\\/]remember\.ts|router[\\/]safe-redirect\.ts|api[\\/]system-api\.ts)|web-react[\\/]es[\\/]Button[\\/]|react-icon[\\/]Icon(Eye|EyeInvisible|User|Lock|Safe)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/prod-api': 'http://127.0.0.1:8080' },
  },
});
