import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/venus-api': { target: 'http://localhost:8080', changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: process.env.VENUS_WEB_DIST ?? 'dist',
    emptyOutDir: true,
    // antd's shared core is one long-cached chunk used by every page; splitting it further
    // would only add requests.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+)[\\/]/,
              priority: 2,
            },
            // The document viewers load on the first preview only: kept out of the start-up chunk.
            {
              name: 'vendor',
              test: /node_modules[\\/](?!(pdfjs-dist|docx-preview|jszip|exceljs)[\\/])/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
