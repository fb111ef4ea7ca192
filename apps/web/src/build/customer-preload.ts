/**
 * Build-time helpers for vite.config.ts (never bundled into the app): which lazy imports each
 * customer path of routes.tsx makes, and the tags that let the order form's code and catalogue
 * start downloading with the document instead of after the entry, the router and the page's chunk.
 */

/** The paths whose page code and catalogue index.html starts: the order forms, a customer's usual first page. */
export const PRELOADED_PATHS = ['/', '/bangalore'] as const;

/** Their first request: the same URL, mode and credentials as getCatalogue's fetch, so that fetch reuses it. */
export const CATALOGUE_URL = '/api/catalogue';

export const PRELOAD_DATA_ID = 'kadai-preload';

/** [rel, href, as]: a module's chunk, a stylesheet, or the catalogue. */
export type PreloadLink =
  | readonly ['modulepreload', string]
  | readonly ['preload', string, 'style' | 'fetch'];

/**
 * Run inline in index.html before the entry: the links of this path only, so staff pages and the
 * customer's other pages download nothing of the order form. Never changes with a build (the list
 * is read from the JSON block beside it), so the server's Content-Security-Policy allows it by its
 * hash (apps/server/src/app.ts); customer-preload.test.ts fails when the two differ. `crossOrigin`
 * matches the requests Vite's loader and fetch() make, so the browser hands them these responses.
 */
export const PRELOAD_SCRIPT = `(function(){var d=document,m=JSON.parse(d.getElementById('${PRELOAD_DATA_ID}').textContent),p=location.pathname.replace(/(.)\\/$/,'$1'),l=Object.prototype.hasOwnProperty.call(m,p)?m[p]:[];l.forEach(function(a){var e=d.createElement('link');e.rel=a[0];if(a[2])e.as=a[2];e.crossOrigin='';e.href=a[1];d.head.appendChild(e)})})()`;

/** The module that wraps a page in antd's theme, loaded beside a page routes.tsx marks with antdPage(). */
const ANTD_THEME = 'src/app/antd-theme.tsx';

/**
 * Each customer path of routes.tsx (`index: true` is `/`) and the modules its route loads lazily
 * (as the build's manifest names them): the customer layout's, the page's own, and the antd theme's
 * for a page wrapped in antdPage(). Read from the source's text: routes.tsx keeps one route per
 * `path:` or `index: true`, each followed by its own `lazy` import.
 */
export function customerRouteImports(routesSource: string): Record<string, string[]> {
  const layout: string[] = [];
  const routes: Record<string, string[]> = {};
  let current: string | undefined;
  for (const line of routesSource.split('\n')) {
    if (/^\s*\/\//.test(line)) continue;
    const path = line.match(/\bpath: '([^']*)'/)?.[1];
    if (/\bindex: true\b/.test(line)) current = '/';
    else if (path !== undefined) current = `/${path}`;
    if (current !== undefined && routes[current] === undefined) routes[current] = [];
    const imports = [...line.matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)].map(([, spec]) =>
      join('src/app', spec ?? ''),
    );
    for (const key of imports) {
      if (key === ANTD_THEME) continue;
      (current === undefined ? layout : (routes[current] ?? [])).push(key);
    }
    if (current !== undefined && /\bantdPage\(/.test(line)) routes[current]?.push(ANTD_THEME);
  }
  return Object.fromEntries(Object.entries(routes).map(([path, keys]) => [path, [...layout, ...keys]]));
}

/** `src/app` joined with a relative import, as a POSIX path (no node:path: this file has only the DOM's types). */
function join(base: string, relative: string): string {
  const parts = base.split('/');
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The JSON block and the script, for index.html's head. `<` is escaped so no href can end the block. */
export function preloadJson(links: Record<string, PreloadLink[]>): string {
  return JSON.stringify(links).replace(/</g, '\\u003c');
}
