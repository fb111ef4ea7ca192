import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|zod)[\\/]/;

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': 'http://localhost:3000', '/dataapi': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Budgets are per audience in gzip (bench/); vite's raw-size warning only adds noise.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // What every audience's first page needs, in one long-cached chunk; each page's own antd
        // components and contract schemas stay with that page (the contract holds every audience's
        // schemas, and `sideEffects: false` lets a page take only the ones it uses).
        codeSplitting: {
          groups: [{ name: 'framework', test: FRAMEWORK, priority: 20 }],
        },
      },
    },
  },
});
