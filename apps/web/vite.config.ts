import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

// react-is and clsx are here because antd and the reports' charting library both use them: apart,
// they (and what sits beside them) make a chunk of their own, which the customer's page loads too.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-is|scheduler|clsx|react-router|cookie|set-cookie-parser|@tanstack[\\/](query-core|react-query)|zod)[\\/]/;

const SHARED_HOOKS = /src[\\/]lib[\\/](use-media-query|use-is-phone|prefers-reduced-motion)\.ts$/;

/**
 * The source files in each chunk, beside Vite's manifest (which names only a chunk's entry): the
 * customer-chunk check (scripts/check-customer-chunks.mjs) needs to see staff code merged into a
 * shared chunk too. Only our own files are listed; packages are not what it looks for.
 */
function chunkModules(): Plugin {
  return {
    name: 'kadai-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = output.moduleIds
          .filter((id) => !id.includes('node_modules') && !id.startsWith('\0'))
          .map((id) =>
            path
              .relative(import.meta.dirname, id)
              .split(path.sep)
              .join('/'),
          );
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(chunks),
      });
    },
  };
}

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

/**
 * What a phone keeps for repeat and offline visits: index.html, and the chunks (with their CSS) the
 * customer's pages and the staff frame load before they can show. Staff pages themselves are not
 * kept: most phones never open one, and each is fetched when it is.
 */
function precachedFiles(outDir: string): Set<string> {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  );
  const routes = readFileSync(path.join(import.meta.dirname, 'src/app/routes.tsx'), 'utf8');
  const customerPages = [...routes.matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)].map(([, spec]) =>
    path.posix.join('src/app', spec ?? ''),
  );
  const files = new Set(['index.html']);
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) walk(next);
  };
  for (const key of ['index.html', ...customerPages, 'src/app/staff-layout.tsx']) walk(key);
  return files;
}

/** The build's output folder as resolved (`--outDir` included), for precachedFiles. */
const resolvedOutDir = { path: path.resolve(import.meta.dirname, 'dist') };

/**
 * The worker is built after the compression step has run, so its brotli and gzip copies are written
 * here, at the same settings: a phone fetches sw.js on every visit.
 */
function compressServiceWorker(): Plugin {
  return {
    name: 'kadai-compress-sw',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const file = path.join(resolvedOutDir.path, 'sw.js');
        if (!existsSync(file)) return;
        const source = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      },
    },
  };
}
function rememberOutDir(): Plugin {
  return {
    name: 'kadai-out-dir',
    apply: 'build',
    configResolved(config) {
      resolvedOutDir.path = path.resolve(config.root, config.build.outDir);
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    chunkModules(),
    rememberOutDir(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by hand from main.tsx after the first paint; no web app manifest is wanted.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['index.html', 'assets/*.{js,css}'],
        manifestTransforms: [
          async (entries) => {
            const keep = precachedFiles(resolvedOutDir.path);
            return { manifest: entries.filter((entry) => keep.has(entry.url)), warnings: [] };
          },
        ],
        minify: mode === 'production',
      },
    }),
    compressServiceWorker(),
    // A brotli and a gzip copy beside every compressible file, at the strongest settings: the build
    // pays once, every phone saves on every load. The server picks one by Accept-Encoding
    // (apps/server/src/lib/serve-web-app.ts) and never compresses on the fly.
    compression({
      include: /\.(html|css|js|mjs|json|svg|txt|ttf|woff)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/dataapi': 'http://localhost:3000',
      '/s/': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each route loads, for scripts/check-customer-chunks.mjs.
    manifest: true,
    // Budgets are per audience in bytes transferred (bench/); vite's raw-size warning only adds noise.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // What every audience's first page needs, in one long-cached chunk; each page's own antd
        // components and contract schemas stay with that page (the contract holds every audience's
        // schemas, and `sideEffects: false` lets a page take only the ones it uses).
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 20 },
            // Hooks every audience's first page uses (a phone's media query): alone they make a
            // chunk of some hundred bytes, a request of its own that brotli cannot shrink.
            { name: 'framework', test: SHARED_HOOKS, priority: 20 },
          ],
        },
      },
    },
  },
}));
