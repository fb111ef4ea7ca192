import type { StaffFrameName } from '../lib/staff-frame-message.ts';
import { type ChunkModules, chunkKeyOf, filesLoadedBy, type Manifest } from './built-chunks.ts';

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
 * Each staff frame's files that the precache does not hold, as the service worker fetches them: a
 * signed-in frame asks the worker to keep its own, so a staff screen reopens with the network off
 * even before the phone has used every part of its frame, and a store's phone keeps no antd. A
 * module missing from the build fails the build: a renamed frame would otherwise quietly stop being
 * kept.
 */
export function staffFrameFiles(
  manifest: Manifest,
  chunkModules: ChunkModules,
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
