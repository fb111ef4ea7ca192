import { describe, expect, it } from 'vitest';
import {
  type ChunkModules,
  chunkKeyOf,
  chunksLoadedBy,
  filesLoadedBy,
  type Manifest,
} from './built-chunks.ts';

/** A build: the entry and a page share the framework; the page opens a dialog later; a helper merged into a shared chunk. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_framework-1.js'], css: ['assets/index-1.css'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_framework-1.js'] },
  'src/pages/form.tsx': {
    file: 'assets/form-1.js',
    imports: ['_framework-1.js', '_shared-1.js'],
    css: ['assets/form-1.css'],
    // A dialog's code, loaded when it opens.
    dynamicImports: ['src/pages/dialog.tsx'],
  },
  'src/pages/dialog.tsx': { file: 'assets/dialog-1.js', imports: ['_shared-1.js'] },
};
const CHUNK_MODULES: ChunkModules = {
  'assets/shared-1.js': ['src/lib/money.ts', 'src/lib/dates.ts'],
  'assets/form-1.js': ['src/pages/form.tsx'],
};

describe('chunksLoadedBy', () => {
  it('follows static imports once each, and skips what is not in the manifest', () => {
    expect(
      [...chunksLoadedBy(MANIFEST, ['src/pages/form.tsx', 'index.html', 'src/gone.tsx'])].sort(),
    ).toEqual(['_framework-1.js', '_shared-1.js', 'index.html', 'src/pages/form.tsx']);
  });
});

describe('filesLoadedBy', () => {
  it('gives the chunks’ files with their styles, not what is loaded later', () => {
    expect([...filesLoadedBy(MANIFEST, ['index.html', 'src/pages/form.tsx', 'index.html'])].sort()).toEqual([
      'assets/form-1.css',
      'assets/form-1.js',
      'assets/framework-1.js',
      'assets/index-1.css',
      'assets/index-1.js',
      'assets/shared-1.js',
    ]);
  });
});

describe('chunkKeyOf', () => {
  it('is a module’s own key when it is a chunk’s entry', () => {
    expect(chunkKeyOf(MANIFEST, CHUNK_MODULES, 'src/pages/dialog.tsx')).toBe('src/pages/dialog.tsx');
  });

  it('is the shared chunk’s key for a module the bundler merged into it', () => {
    expect(chunkKeyOf(MANIFEST, CHUNK_MODULES, 'src/lib/dates.ts')).toBe('_shared-1.js');
  });

  it('is undefined for a module the build does not hold', () => {
    expect(chunkKeyOf(MANIFEST, CHUNK_MODULES, 'src/lib/renamed.ts')).toBeUndefined();
  });
});
