import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA lives in src/web and builds to dist/web, which the Node server serves.
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    cssCodeSplit: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
