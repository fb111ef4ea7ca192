import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimDataFolder, stopLeftoverPostmaster } from './embedded.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('start-up next to other processes', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kadai-decoy-'));
  // A process that is called postgres but is not this folder's server (a pid reused after a crash).
  const binary = path.join(dir, 'postgres');
  copyFileSync('/bin/sleep', binary);
  const decoy = spawn(binary, ['60'], { stdio: 'ignore' });
  afterAll(() => decoy.kill('SIGKILL'));

  it('leaves a decoy process named postgres running, and removes the stale pid file', async () => {
    const pid = decoy.pid as number;
    expect(readFileSync(`/proc/${pid}/comm`, 'utf8').trim()).toBe('postgres');
    const pgdata = path.join(dir, 'data', 'pg');
    mkdirSync(pgdata, { recursive: true });
    writeFileSync(path.join(pgdata, 'postmaster.pid'), `${pid}\n${pgdata}\n1700000000\n54329\n`);
    const logged: string[] = [];
    await stopLeftoverPostmaster(pgdata, (m) => logged.push(m));
    expect(alive(pid)).toBe(true);
    expect(existsSync(path.join(pgdata, 'postmaster.pid'))).toBe(false);
    expect(logged).toEqual([]);
  });

  it('refuses a second start on a folder another live process owns, and takes over a dead one', () => {
    const dataDir = path.join(dir, 'owned');
    mkdirSync(dataDir);
    const stat = readFileSync(`/proc/${decoy.pid}/stat`, 'utf8');
    const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    writeFileSync(path.join(dataDir, 'kadai-owner.pid'), `${decoy.pid} ${started}\n`);
    expect(() => claimDataFolder(dataDir)).toThrow(/in use by another Kadai process \(pid \d+\)/);
    // The same pid with another start time is a reused pid: the owner is gone.
    writeFileSync(path.join(dataDir, 'kadai-owner.pid'), `${decoy.pid} 1\n`);
    const release = claimDataFolder(dataDir);
    expect(readFileSync(path.join(dataDir, 'kadai-owner.pid'), 'utf8')).toMatch(
      new RegExp(`^${process.pid} `),
    );
    release();
    expect(existsSync(path.join(dataDir, 'kadai-owner.pid'))).toBe(false);
  });
});
