import type { StaffFrameName } from '../lib/staff-frame-message.ts';

/** A chunk as Vite's manifest (.vite/manifest.json) describes it. */
export type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/**
 * The files the given modules' chunks need before they can run: each chunk, the chunks it imports
 * (not those it loads later) and their styles, as build paths ('assets/…').
 */
export function filesLoadedBy(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) walk(next);
  };
  for (const key of keys) walk(key);
  return files;
}

/**
 * What each staff frame loads around its page. The antd frame: the route lists, the frame with its
 * theme, the role check, the pages' registry and the team and outlet chooser. The plain store frame
 * (decision 030): its routes and layout, no antd.
 */
export const FRAME_MODULES = {
  staff: [
    'src/app/staff-or-not-found.tsx',
    'src/app/staff-routes.tsx',
    'src/app/staff-layout.tsx',
    'src/app/antd-theme.tsx',
    'src/features/auth/index.ts',
    'src/app/staff-pages.tsx',
    'src/app/scope-gate.tsx',
  ],
  store: ['src/app/staff-or-not-found.tsx', 'src/app/store-routes.tsx', 'src/app/store-layout.tsx'],
} as const satisfies Record<StaffFrameName, readonly string[]>;

/**
 * The manifest key of the chunk holding `module`: the module's own when it is a chunk's entry, else
 * that of the shared chunk the bundler merged it into (found through the build's chunk-modules list).
 */
function chunkKeyOf(manifest: Manifest, chunkModules: Record<string, string[]>, module: string) {
  if (manifest[module] !== undefined) return module;
  const file = Object.keys(chunkModules).find((name) => chunkModules[name]?.includes(module));
  return Object.keys(manifest).find((key) => manifest[key]?.file === file);
}

/**
 * Each staff frame's files that the precache does not hold, as the service worker fetches them: a
 * signed-in frame asks the worker to keep its own, so a staff screen reopens with the network off
 * even before the phone has used every part of its frame, and a store's phone keeps no antd. A
 * module missing from the build fails the build: a renamed frame would otherwise quietly stop being
 * kept.
 */
export function staffFrameFiles(
  manifest: Manifest,
  chunkModules: Record<string, string[]>,
  precached: ReadonlySet<string>,
): Record<StaffFrameName, string[]> {
  const files = (modules: readonly string[]) => {
    const keys = modules.map((module) => chunkKeyOf(manifest, chunkModules, module));
    const missing = modules.filter((_, at) => keys[at] === undefined);
    if (missing.length > 0)
      throw new Error(`staff frame: not in the build's manifest: ${missing.join(', ')}`);
    return [
      ...filesLoadedBy(
        manifest,
        keys.filter((key) => key !== undefined),
      ),
    ]
      .filter((file) => !precached.has(file))
      .sort()
      .map((file) => `/${file}`);
  };
  return { staff: files(FRAME_MODULES.staff), store: files(FRAME_MODULES.store) };
}
