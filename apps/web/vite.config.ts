import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './scripts/compress-assets.ts';

export default defineConfig({
  plugins: [react(), compressAssets()],
  server: {
    port: 5173,
    proxy: {
      '/venus-api': { target: 'http://localhost:8080', changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: process.env.VENUS_WEB_DIST ?? 'dist',
    emptyOutDir: true,
    // exceljs (the spreadsheet preview and import, loaded on first use) is one large module.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      // packages/shared is declarations only (schemas, rules, constants; no module registers
      // anything when loaded), so a module none of whose exports a page uses is left out of it.
      // Without this, importing one name from the package's index brings every schema, zod's
      // whole API and decimal.js into the first load.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // Chunks follow the imports: a page loads the antd components and libraries it uses, not
        // all of them. Only React and the router, which every page needs, are one long-cached chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 1,
            },
            // The libraries every page starts with (antd's core, i18next, TanStack Query, zod) as one
            // chunk rather than dozens of small ones. The app's own start-up modules are not in it:
            // a group that captures the entry module leaves the page with nothing that runs it.
            { name: 'start', test: /node_modules[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
