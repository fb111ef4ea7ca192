/**
 * Reading a build's chunks: Vite's manifest (.vite/manifest.json) and the modules each chunk holds
 * (.vite/chunk-modules.json, written by vite.config.ts). Used at build time by the staff frames'
 * file lists and by the customer-chunk check; never bundled into the app.
 */

/** A chunk as Vite's manifest describes it: `imports` are static, loaded with it; `dynamicImports` later. */
export type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;
/** Each output file ('assets/…') and the source modules the bundler put in it. */
export type ChunkModules = Record<string, string[]>;

/**
 * The manifest keys of the given chunks and of every chunk they import statically (not those they
 * load later), each once: what the browser fetches before they can run.
 */
export function chunksLoadedBy(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || manifest[key] === undefined) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) walk(next);
  };
  for (const key of keys) walk(key);
  return seen;
}

/** The files of the given chunks and of those they import statically, with their styles, as build paths. */
export function filesLoadedBy(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  for (const key of chunksLoadedBy(manifest, keys)) {
    const chunk = manifest[key] as ManifestChunk;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

/**
 * The manifest key of the chunk holding `module`: the module's own when it is a chunk's entry, else
 * that of the shared chunk the bundler merged it into (found through the chunk-modules list).
 */
export function chunkKeyOf(
  manifest: Manifest,
  chunkModules: ChunkModules,
  module: string,
): string | undefined {
  if (manifest[module] !== undefined) return module;
  const file = Object.keys(chunkModules).find((name) => chunkModules[name]?.includes(module));
  return file === undefined ? undefined : Object.keys(manifest).find((key) => manifest[key]?.file === file);
}
