import { describe, expect, it } from 'vitest';
import type { Manifest } from './built-chunks.ts';
import { FRAME_MODULES, staffFrameFiles } from './staff-frame.ts';

const AUTH = 'src/features/auth/index.ts';
const CHUNK_MODULES = {
  'assets/auth-1.js': ['src/features/auth/components/require-role.tsx', AUTH],
  'assets/staff-layout-1.js': ['src/app/staff-layout.tsx'],
};

/** A build's manifest: the entry, the frames (all importing the shared framework), and a page. */
function manifest(): Manifest {
  const chunks: Manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_framework'], css: ['assets/index-1.css'] },
    _framework: { file: 'assets/framework-1.js' },
    '_staff-frame': { file: 'assets/staff-frame-1.js', imports: ['_framework'] },
    // The role check, merged by the bundler into a shared chunk: not a manifest key of its own.
    '_auth-1.js': { file: 'assets/auth-1.js', imports: ['_staff-frame'] },
    _plain: { file: 'assets/plain-1.js', imports: ['_framework'] },
    'src/features/stock/receipt/pages/stock-received-page.tsx': {
      file: 'assets/stock-received-page-1.js',
      imports: ['_staff-frame'],
    },
  };
  for (const key of [...FRAME_MODULES.staff, ...FRAME_MODULES.store]) {
    if (key === AUTH) continue;
    const name = key.replace(/^.*\//, '').replace(/\.tsx?$/, '');
    chunks[key] = { file: `assets/${name}-1.js`, imports: ['_framework'] };
  }
  Object.assign(chunks['src/app/staff-layout.tsx'] ?? {}, {
    imports: ['_framework', '_staff-frame'],
    css: ['assets/staff-1.css'],
  });
  Object.assign(chunks['src/app/store-layout.tsx'] ?? {}, {
    imports: ['_framework', '_plain'],
    css: ['assets/store-frame-1.css'],
  });
  return chunks;
}

const PRECACHED = new Set([
  'index.html',
  'assets/index-1.js',
  'assets/framework-1.js',
  'assets/staff-routes-1.js',
]);

describe('the staff frames’ files', () => {
  it('are each frame’s chunks, their imports and styles, without the precache or any page', () => {
    const { staff } = staffFrameFiles(manifest(), CHUNK_MODULES, PRECACHED);
    expect(staff).toEqual(
      expect.arrayContaining([
        '/assets/staff-layout-1.js',
        '/assets/staff-1.css',
        '/assets/staff-frame-1.js',
        '/assets/antd-theme-1.js',
        '/assets/auth-1.js',
        '/assets/scope-gate-1.js',
      ]),
    );
    expect(staff).not.toContain('/assets/framework-1.js');
    expect(staff).not.toContain('/assets/staff-routes-1.js');
    expect(staff).not.toContain('/assets/stock-received-page-1.js');
    expect(staff).not.toContain('/assets/store-layout-1.js');
    expect(staff).toEqual([...new Set(staff)].sort());
  });

  it('keep the store frame’s apart, with no antd', () => {
    const { store } = staffFrameFiles(manifest(), CHUNK_MODULES, PRECACHED);
    expect(store).toEqual([
      '/assets/plain-1.js',
      '/assets/staff-or-not-found-1.js',
      '/assets/store-frame-1.css',
      '/assets/store-layout-1.js',
      '/assets/store-routes-1.js',
    ]);
  });

  it('fail the build when a frame is not in it', () => {
    const chunks = manifest();
    delete chunks['src/app/store-layout.tsx'];
    expect(() => staffFrameFiles(chunks, CHUNK_MODULES, new Set())).toThrow(/src\/app\/store-layout\.tsx/);
    expect(() => staffFrameFiles(manifest(), {}, new Set())).toThrow(/src\/features\/auth\/index\.ts/);
  });
});
