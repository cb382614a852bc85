import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * A bench-only page: the product's DataTable fed 100,000 rows. Built on its own from this folder,
 * so nothing of it reaches the shipped bundle (apps/web's build never sees it).
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: process.env.VENUS_TABLE_HARNESS_DIST ?? 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
  },
});
