import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|zod)[\\/]|packages[\\/]contract[\\/]/;

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
        // What every audience's first page needs, in two long-cached chunks; each page's own
        // antd components stay in that page's chunk.
        codeSplitting: {
          groups: [{ name: 'framework', test: FRAMEWORK, priority: 20 }],
        },
      },
    },
  },
});
