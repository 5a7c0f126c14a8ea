import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    // The CSP allows no inline script, so nothing may be inlined as a data: module.
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    // The API server of `npm run dev` (its PORT, 5000 by default).
    proxy: {
      '/api': `http://localhost:${process.env.PORT || 5000}`,
      '/media': `http://localhost:${process.env.PORT || 5000}`,
    },
  },
});
