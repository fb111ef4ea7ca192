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
 * What every staff screen loads around its page: the route lists, the antd frame with its theme, the
 * role check, the pages' registry and the team and outlet chooser; and the plain store frame.
 */
export const STAFF_FRAME_MODULES = [
  'src/app/staff-routes.tsx',
  'src/app/staff-layout.tsx',
  'src/app/antd-theme.tsx',
  'src/features/auth/index.ts',
  'src/app/staff-pages.tsx',
  'src/app/scope-gate.tsx',
  'src/app/store-routes.tsx',
  'src/app/store-layout.tsx',
] as const;

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
 * The staff frames' files that the precache does not hold, as the service worker fetches them: a
 * signed-in staff phone asks the worker to keep these, so a staff screen reopens with the network
 * off even before the phone has used every part of its frame. A module missing from the build fails
 * the build: a renamed frame would otherwise quietly stop being kept.
 */
export function staffFrameFiles(
  manifest: Manifest,
  chunkModules: Record<string, string[]>,
  precached: ReadonlySet<string>,
): string[] {
  const keys = STAFF_FRAME_MODULES.map((module) => chunkKeyOf(manifest, chunkModules, module));
  const missing = STAFF_FRAME_MODULES.filter((_, at) => keys[at] === undefined);
  if (missing.length > 0) throw new Error(`staff frame: not in the build's manifest: ${missing.join(', ')}`);
  return [
    ...filesLoadedBy(
      manifest,
      keys.filter((key) => key !== undefined),
    ),
  ]
    .filter((file) => !precached.has(file))
    .sort()
    .map((file) => `/${file}`);
}
