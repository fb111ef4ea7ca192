import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_URL,
  customerRouteImports,
  PRELOAD_DATA_ID,
  PRELOAD_SCRIPT,
  PRELOADED_PATHS,
  type PreloadLink,
  preloadJson,
} from './customer-preload.ts';

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');

/** What the inline script appends to the head on `pathname`, given the build's list. */
function run(pathname: string, links: Record<string, PreloadLink[]>) {
  const appended: Record<string, string>[] = [];
  const document = {
    getElementById: (id: string) => (id === PRELOAD_DATA_ID ? { textContent: preloadJson(links) } : null),
    createElement: () => ({}),
    head: { appendChild: (link: Record<string, string>) => appended.push({ ...link }) },
  };
  new Function('document', 'location', PRELOAD_SCRIPT)(document, { pathname });
  return appended;
}

const LINKS: Record<string, PreloadLink[]> = {
  '/': [
    ['modulepreload', '/assets/order-form-page-1.js'],
    ['preload', '/assets/plain-1.css', 'style'],
    ['preload', CATALOGUE_URL, 'fetch'],
  ],
};

describe('index.html’s preload for the order forms', () => {
  it('is allowed by the server’s Content-Security-Policy, by its hash', () => {
    const hash = createHash('sha256').update(PRELOAD_SCRIPT).digest('base64');
    expect(read('../../../server/src/app.ts')).toContain(`'sha256-${hash}'`);
  });

  it('adds the order form’s links, each as Vite’s loader and fetch() ask for it', () => {
    expect(run('/', LINKS)).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/order-form-page-1.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/plain-1.css' },
      { rel: 'preload', as: 'fetch', crossOrigin: '', href: CATALOGUE_URL },
    ]);
  });

  it('adds nothing on another page, nor on a path named like an object’s own property', () => {
    expect(run('/advance', LINKS)).toEqual([]);
    expect(run('/adminlogin', LINKS)).toEqual([]);
    expect(run('/__proto__', LINKS)).toEqual([]);
  });

  it('reads a trailing slash as the same page', () => {
    expect(run('/bangalore/', { '/bangalore': [['preload', CATALOGUE_URL, 'fetch']] })).toHaveLength(1);
  });

  it('cannot be closed by an address in the list', () => {
    expect(preloadJson({ '/': [['modulepreload', '/a</script>.js']] })).not.toContain('</script>');
  });
});

describe('each customer path’s lazy imports, read from routes.tsx', () => {
  const routes = customerRouteImports(read('../app/routes.tsx'));

  it('gives every customer path the layout and its own page', () => {
    expect(Object.keys(routes)).toEqual(expect.arrayContaining([...PRELOADED_PATHS, '/advance', '/*']));
    for (const [path, imports] of Object.entries(routes)) {
      expect(imports[0], path).toBe('src/app/customer-layout.tsx');
      expect(imports.length, path).toBeGreaterThan(1);
    }
    expect(routes['/']).toContain('src/features/orders/pages/order-form-page.tsx');
    expect(routes['/bangalore']).toContain('src/features/orders/pages/bangalore-order-page.tsx');
    expect(routes['/*']).toEqual(['src/app/customer-layout.tsx', 'src/app/staff-or-not-found.tsx']);
  });

  it('adds the antd theme only to a page that asks for it', () => {
    const source = [
      "lazy: () => import('./customer-layout.tsx'),",
      'children: [',
      "  { path: 'a', lazy: () => antdPage(import('../features/x/a-page.tsx').then((m) => m.A)) },",
      "  { path: 'b', lazy: () => import('../features/x/b-page.tsx') },",
    ].join('\n');
    expect(customerRouteImports(source)).toEqual({
      '/a': ['src/app/customer-layout.tsx', 'src/features/x/a-page.tsx', 'src/app/antd-theme.tsx'],
      '/b': ['src/app/customer-layout.tsx', 'src/features/x/b-page.tsx'],
    });
  });
});
