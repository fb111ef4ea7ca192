import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { archiveCommand, restoreCommand } from './wal-archive.ts';

const root = mkdtempSync(path.join(os.tmpdir(), "kadai-wal 50% 'quoted' "));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const walDir = path.join(root, 'wal');
mkdirSync(walDir);
const segment = '000000010000000000000001';

/**
 * Runs a command as PostgreSQL would, in /bin/sh from the data folder: %f the file's name, %p its
 * path relative to there (plain names, unlike the folder the archive is in).
 */
function run(command: string, p: string): number {
  const expanded = command.replace(/%[fp%]/g, (m) => (m === '%f' ? segment : m === '%p' ? p : '%'));
  return spawnSync('/bin/sh', ['-c', expanded], { cwd: root }).status ?? -1;
}

describe('the archive and restore commands', () => {
  it('archive a segment once, accept the same again, and never overwrite a different one', () => {
    const source = path.join(root, 'segment');
    writeFileSync(source, 'the first contents');
    expect(run(archiveCommand(walDir), 'segment')).toBe(0);
    expect(existsSync(path.join(walDir, `${segment}.gz`))).toBe(true);
    expect(existsSync(path.join(walDir, `${segment}.gz.tmp`))).toBe(false);
    // PostgreSQL retries a segment whose success it had not recorded before a crash.
    expect(run(archiveCommand(walDir), 'segment')).toBe(0);
    writeFileSync(source, 'other contents under the same name');
    expect(run(archiveCommand(walDir), 'segment')).not.toBe(0);

    expect(run(restoreCommand(walDir), 'RECOVERYXLOG')).toBe(0);
    expect(readFileSync(path.join(root, 'RECOVERYXLOG'), 'utf8')).toBe('the first contents');
  });

  it('restore command fails when the archive has no such file, which ends a replay', () => {
    rmSync(path.join(walDir, `${segment}.gz`));
    expect(run(restoreCommand(walDir), 'RECOVERYXLOG2')).not.toBe(0);
  });
});
