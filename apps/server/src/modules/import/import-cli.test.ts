import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenSample, SAMPLE_PATH, snapshotTables } from '../../test/kits/import-test-kit.ts';
import { useTestDatabase } from '../../test/test-database.ts';

const { db, url } = await useTestDatabase();
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');
const CLI = path.join(REPO_ROOT, 'apps/server/src/cli/import-older-store.ts');
const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const dir = mkdtempSync(path.join(os.tmpdir(), 'kadai-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm run import -- …` as a person runs it: a separate process on DATABASE_URL. */
function runImport(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      [CLI, ...args],
      { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: url, INIT_CWD: REPO_ROOT }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('npm run import', () => {
  it('on a broken export reports each record, exits non-zero and writes nothing, even with --apply', {
    timeout: 120_000,
  }, async () => {
    const before = await snapshotTables(db);
    const broken = brokenSample();
    const file = path.join(dir, 'broken.json');
    writeFileSync(file, broken.json);
    for (const args of [[file], [file, '--apply']]) {
      const run = await runImport(args);
      expect(run.code, run.stderr).toBe(1);
      expect(run.stdout).toContain('4 record(s) cannot be read; nothing is loaded until they are fixed:');
      for (const p of broken.expected)
        expect(run.stdout).toContain(`  ${p.collection} / ${p.id} / ${p.field}: `);
      expect(await snapshotTables(db)).toEqual(before);
    }
  });

  it('dry-runs the sample: prints what it would create, exits 0, writes nothing', {
    timeout: 120_000,
  }, async () => {
    const before = await snapshotTables(db);
    const run = await runImport([path.relative(REPO_ROOT, SAMPLE_PATH)]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^orders\s+30\s+30\s+0\s+0$/m);
    expect(run.stdout).toMatch(/^groceries\s+40\s+40\s+0\s+0$/m);
    expect(run.stdout).toContain('page-visit counter: 1342');
    expect(run.stdout).toContain('new orders will be numbered from 143');
    expect(run.stdout).toContain('Dry run: nothing written. Run again with --apply to load.');
    expect(await snapshotTables(db)).toEqual(before);
  });

  it('loads the sample with --apply; run again it creates nothing', { timeout: 120_000 }, async () => {
    const first = await runImport([SAMPLE_PATH, '--apply']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('Loaded.');
    const loaded = await snapshotTables(db);
    expect(loaded.orders?.rows).toBe(30);
    const second = await runImport([SAMPLE_PATH, '--apply']);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toMatch(/^orders\s+30\s+0\s+30\s+0$/m);
    expect(await snapshotTables(db)).toEqual(loaded);
  });

  it('refuses to guess: no file, or both --apply and --dry-run, is a usage error', {
    timeout: 120_000,
  }, async () => {
    expect((await runImport([])).code).toBe(1);
    expect((await runImport([SAMPLE_PATH, '--apply', '--dry-run'])).code).toBe(1);
    const missing = await runImport([path.join(dir, 'no-such-file.json')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Cannot read');
  });
});
