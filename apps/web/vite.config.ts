import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { filesLoadedBy, type Manifest } from './src/build/built-chunks.ts';
import * as preload from './src/build/customer-preload.ts';
import { staffFrameFiles } from './src/build/staff-frame.ts';

// react-is and clsx are here because antd and the reports' charting library both use them: apart,
// they (and what sits beside them) make a chunk of their own, which the customer's page loads too.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-is|scheduler|clsx|react-router|cookie|set-cookie-parser|@tanstack[\\/](query-core|react-query)|zod)[\\/]/;

const SHARED_HOOKS =
  /src[\\/]lib[\\/](use-media-query|use-is-phone|prefers-reduced-motion|query-client)\.ts$/;

/**
 * What the customer's pages share. Left to the bundler these come as a dozen files of a few hundred
 * bytes, and each costs a phone as much in headers as in code; one file costs a page that needs only
 * part of it a few kB more (check:customer-chunks holds every page to its budget either way). Two
 * groups: the plain controls with the contract's general parts, which staff pages (the store's
 * booking page on a phone among them) use too, and the customer's own (the payment and advance
 * order schemas, the order form's API calls, the kept-offline queue). The verification link's
 * schemas and calls stay with its pages: the order form has no use for them.
 */
const PLAIN_SHARED =
  /src[\\/](components[\\/](plain[\\/]|loading-block\.tsx)|lib[\\/](uuid|idb-store|api-client|use-submit-key)\.ts|features[\\/]catalogue[\\/]api[\\/]get-catalogue\.ts)|contract[\\/]src[\\/](money|ids|business-time|errors|catalogue|orders)\.ts/;
const CUSTOMER_SHARED =
  /contract[\\/]src[\\/](payments|item-photos|advance-orders)\.ts|src[\\/](lib[\\/](offline-orders|offline-orders-landing)\.ts|features[\\/](orders[\\/](api[\\/](?!verification\.ts)|utils[\\/]|hooks[\\/])|orders[\\/]order-variant\.ts|orders[\\/]components[\\/](personal-details-fields|order-type-field)\.tsx|payments[\\/](api[\\/]card-payments|utils[\\/]pending-payment)\.ts))/;

/**
 * What both staff frames (the antd one and the store's plain one) share: the outbox of saves kept on
 * the phone and its list, the kept-save notice, the sign-in-again hook and the small helpers they
 * use. Left to the bundler they came as a dozen files of a few hundred bytes each on /vegstock.
 */
const STAFF_SHARED =
  /src[\\/](lib[\\/](staff-outbox|use-staff-outbox|use-kept-staff-save|use-keep-staff-frame|staff-frame-message|format-date-time|copy-text|form-errors)\.ts|components[\\/](abbreviation-legend|kept-save-notice-plain)\.tsx|app[\\/](saved-entries|use-sign-in-again|require-staff)\.tsx?|features[\\/](auth[\\/]api[\\/]sign-out|organisation[\\/]api[\\/]list-stores)\.ts|store-screens\.ts)$/;

/**
 * The store's booking pages (/vegstock, /vegstock's wastage twin) with their frame: one file instead
 * of eight of a few hundred bytes to 3 kB, on a store phone held to the customer's budget. The store
 * routes' list stays apart: every staff path's first visit loads it.
 */
const STORE_BOOKINGS =
  /src[\\/](app[\\/](store-layout|store-outbox-panel)\.tsx|app[\\/]store-frame\.css|features[\\/]bookings[\\/](pages[\\/]veg-booking-page\.tsx|components[\\/](booking-acknowledgement|booking-header-fields|booking-saved-alert|booking-summary-modal|vegetable-lines|quantity-headers)\.tsx|components[\\/]veg-booking\.css|hooks[\\/]|utils[\\/](booking-form|booking-offline)\.ts|api[\\/]bookings\.ts)|contract[\\/]src[\\/]bookings\.ts)$/;

/**
 * The antd components the staff frame draws (header, side menu and its phone drawer, the outbox's
 * dialog, the offline notice, the role check's refusal) and /links, where sign-in lands (its task
 * cards), each with what it imports: one chunk every staff page loads first. Left to the bundler
 * they came as some thirty files cut by which pages share them (a request each, and brotli shrinks
 * small files least), or merged into one with whatever else the pages share, sign-in form and
 * chooser included.
 */
const STAFF_FRAME_ANTD =
  /node_modules[\\/]antd[\\/]es[\\/](layout|button|typography|app|menu|drawer|modal|tag|alert|flex|card|grid|row|col|result|config-provider)[\\/]/;

/**
 * The source files in each chunk, beside Vite's manifest (which names only a chunk's entry): the
 * customer-chunk check (src/build/check-customer-chunks.ts) needs to see staff code merged into a
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

function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * What every phone keeps for repeat and offline visits: index.html, and the chunks (with their CSS)
 * the customer's pages and the staff routes' list load before they can show. The staff frames are
 * not precached: most phones never open one (the frame's antd alone is ~135 kB with brotli). A staff
 * phone keeps them instead (sw.ts): each code file it fetches once, and the frames' own files
 * (staffFrameFiles, built into the worker) as soon as a signed-in frame shows.
 */
function precachedFiles(outDir: string): Set<string> {
  const routes = readFileSync(path.join(import.meta.dirname, 'src/app/routes.tsx'), 'utf8');
  const customerPages = [...routes.matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)].map(([, spec]) =>
    path.posix.join('src/app', spec ?? ''),
  );
  // The staff routes' list as well: an unknown address loads it before it shows "page not found".
  const keys = ['index.html', ...customerPages, 'src/app/staff-routes.tsx'];
  return new Set(['index.html', ...filesLoadedBy(readManifest(outDir), keys)]);
}

/**
 * Each staff frame's files, for the worker's build (it runs after the app's): `__STAFF_FRAME_FILES__`
 * in sw.ts, so a worker only ever keeps its own build's files.
 */
function staffFrameList(): Plugin {
  return {
    name: 'kadai-staff-frame-list',
    config() {
      const outDir = resolvedOutDir.path;
      const chunkModules = JSON.parse(readFileSync(path.join(outDir, '.vite', 'chunk-modules.json'), 'utf8'));
      const files = staffFrameFiles(readManifest(outDir), chunkModules, precachedFiles(outDir));
      return { define: { __STAFF_FRAME_FILES__: JSON.stringify(files) } };
    },
  };
}

const ROUTES_FILE = path.join(import.meta.dirname, 'src/app/routes.tsx');

/**
 * .vite/customer-routes.json: each customer path and the modules its route loads lazily, for the
 * first-download budget in src/build/check-customer-chunks.ts.
 */
function customerRoutesFile(): Plugin {
  return {
    name: 'kadai-customer-routes',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '.vite/customer-routes.json',
        source: JSON.stringify(preload.customerRouteImports(readFileSync(ROUTES_FILE, 'utf8'))),
      });
    },
  };
}

/**
 * The order forms' chunks (beyond what the entry already loads), their styles and the catalogue,
 * started by index.html itself on those paths only (customer-preload.ts): on a phone the page then
 * waits for one round of downloads instead of four (document, entry, page chunk, catalogue).
 */
function customerPreload(): Plugin {
  return {
    name: 'kadai-customer-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
        const byModule = new Map(
          chunks.flatMap((c) =>
            c.facadeModuleId ? [[path.relative(import.meta.dirname, c.facadeModuleId), c]] : [],
          ),
        );
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (starts: Rolldown.OutputChunk[], into = new Set<string>()) => {
          const walk = (chunk: Rolldown.OutputChunk) => {
            if (into.has(chunk.fileName)) return;
            into.add(chunk.fileName);
            for (const file of chunk.imports) {
              const next = byFile.get(file);
              if (next) walk(next);
            }
          };
          for (const chunk of starts) walk(chunk);
          return into;
        };
        const entry = closure(chunks.filter((c) => c.isEntry));
        const routes = preload.customerRouteImports(readFileSync(ROUTES_FILE, 'utf8'));
        const links: Record<string, preload.PreloadLink[]> = {};
        for (const route of preload.PRELOADED_PATHS) {
          const starts = (routes[route] ?? []).map((key) => {
            const chunk = byModule.get(key);
            if (!chunk) throw new Error(`customer preload: ${key} (route ${route}) has no chunk`);
            return chunk;
          });
          if (starts.length === 0)
            throw new Error(`customer preload: no lazy imports for ${route} in routes.tsx`);
          const files = [...closure(starts)].filter((file) => !entry.has(file));
          const css = new Set(
            files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
          );
          links[route] = [
            ...files.map((file): preload.PreloadLink => ['modulepreload', `/${file}`]),
            ...[...css].map((file): preload.PreloadLink => ['preload', `/${file}`, 'style']),
            ['preload', preload.CATALOGUE_URL, 'fetch'],
          ];
        }
        // After the title, before the entry's tags: `<meta charset>` stays in the first 1,024 bytes,
        // and no stylesheet comes before the script (a script waits for the stylesheets above it).
        const at = html.indexOf('</title>');
        if (at < 0) throw new Error('customer preload: index.html has no </title>');
        const end = at + '</title>'.length;
        const tags = `\n    <script type="application/json" id="${preload.PRELOAD_DATA_ID}">${preload.preloadJson(links)}</script>\n    <script>${preload.PRELOAD_SCRIPT}</script>`;
        return html.slice(0, end) + tags + html.slice(end);
      },
    },
  };
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

/**
 * React Router's own production build. Its package exports name only dist/development, whatever the
 * mode (remix-run/react-router#14102, open since 7.0.2), so a production bundle carried its
 * development warnings and the "Hey developer" error page; the two builds differ only in
 * ENABLE_DEV_WARNINGS, which the minifier then drops with what it guards.
 */
const REACT_ROUTER_PRODUCTION = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/dist[\\/]development[\\/]index\.m?js$/, 'dist/production/index.mjs');

/** zod's modules in the browser build's place, by file name (src/build/zod-browser-stubs/). */
const ZOD_CORE = path.join(path.dirname(createRequire(import.meta.url).resolve('zod')), 'v4', 'core');
const ZOD_BROWSER_STUBS = new Map(
  ['json-schema-processors', 'to-json-schema'].map((name) => [
    path.join(ZOD_CORE, `${name}.js`),
    path.join(import.meta.dirname, 'src/build/zod-browser-stubs', `${name}.ts`),
  ]),
);

/**
 * zod's JSON Schema generator, out of the browser build: every zod schema refers to it (its
 * `toJSONSchema()` and one emitter per kind of schema), so it came with zod into the framework
 * chunk every page loads (~5.7 kB with brotli), though only the server generates JSON Schema (for
 * its OpenAPI document). Its two modules resolve to stand-ins whose functions throw when called
 * (docs/decisions/035-zod-json-schema-not-in-the-browser.md). The processors' stand-in takes zod's
 * own aggregateChecks from the real module, which schemas use at runtime: its import is left alone.
 * Only the build: the dev server serves zod pre-bundled, whole.
 */
function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'kadai-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /(?:json-schema-processors|to-json-schema)\.js$/ },
      async handler(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        const stub = resolved && ZOD_BROWSER_STUBS.get(resolved.id);
        if (!stub || importer === stub) return null;
        return stub;
      },
    },
  };
}

export default defineConfig(({ mode }) => ({
  resolve: {
    alias:
      mode === 'production' && existsSync(REACT_ROUTER_PRODUCTION)
        ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }]
        : [],
  },
  plugins: [
    react(),
    zodWithoutJsonSchema(),
    chunkModules(),
    customerRoutesFile(),
    customerPreload(),
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
        buildPlugins: { vite: [staffFrameList()] },
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
    // No modulepreload polyfill: every browser that runs the app but one (Safari before 17) has
    // modulepreload, and there a hint not taken costs nothing but the wait; the polyfill cost every
    // page ~0.4 kB of the entry.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each route loads, for src/build/check-customer-chunks.ts.
    manifest: true,
    // Budgets are per audience in bytes transferred (bench/); vite's raw-size warning only adds noise.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // V8's explicit compile hint (Chrome 136+): the framework chunk's functions are compiled on a
        // background thread while the file streams in, not one by one on the main thread as the first
        // render calls them. The phone waits ~1 s for this file with its CPU idle; compiled lazily,
        // React's and the router's first calls cost the order form ~30 ms of its first usable moment
        // on the bench's emulated phone. Only this chunk: it is what every first page runs.
        postBanner: (chunk) => (chunk.name === 'framework' ? '//# allFunctionsCalledOnLoad' : ''),
        // What every audience's first page needs, in one long-cached chunk; each page's own antd
        // components and contract schemas stay with that page (the contract holds every audience's
        // schemas, and `sideEffects: false` lets a page take only the ones it uses).
        codeSplitting: {
          groups: [
            // With them, hooks most audiences' first page uses (a phone's media query): alone they
            // make a chunk of some hundred bytes, a request of its own that brotli cannot shrink. One
            // group: two groups of one name make two chunks.
            {
              name: 'framework',
              test: (id) => FRAMEWORK.test(id) || SHARED_HOOKS.test(id),
              priority: 20,
            },
            { name: 'plain', test: PLAIN_SHARED, priority: 10 },
            { name: 'customer', test: CUSTOMER_SHARED, priority: 10 },
            { name: 'staff-shared', test: STAFF_SHARED, priority: 9 },
            { name: 'store-bookings', test: STORE_BOOKINGS, priority: 8 },
            { name: 'staff-frame', test: STAFF_FRAME_ANTD, priority: 5 },
          ],
        },
      },
    },
  },
}));
