import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AtomicTextFile } from '../../../host/atomic-text-file.ts';
import {
  ABANDONED_TEMP_AGE_MS,
  HOST_TAG,
  processIsAlive,
  removeAbandonedTempFiles,
  tempFileWriter,
  tempPathFor,
} from '../../../host/temp-files.ts';

let dir: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lodestar-temp-files-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await fs.rm(dir, { recursive: true, force: true });
});

const listDir = async () => (await fs.readdir(dir)).sort();

/** A node process that runs until the test ends. */
async function liveProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid ?? -1;
}

/** The id of a node process that has exited. */
async function deadProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? -1;
}

/** The name `AtomicTextFile` gives a temp file of `file`, written by `pid` on `host`. */
const tempName = (file: string, pid: number, host = HOST_TAG, purpose = 'new') =>
  `.${file}.0123abcd.${pid}-${host}.${purpose}.tmp`;

describe('temp file names', () => {
  it('carry the writer: this process on this machine', () => {
    const name = path.basename(tempPathFor(path.join(dir, 'a.lodestar.json'), 'new'));
    expect(name).toMatch(/^\.a\.lodestar\.json\.[0-9a-f]{8}\.\d+-[0-9a-f]{6}\.new\.tmp$/);
    expect(tempFileWriter(name)).toEqual({ pid: process.pid, host: HOST_TAG });
  });

  it('are told apart from names of older writers and from files that are not ours', () => {
    expect(tempFileWriter('.a.lodestar.json.0123abcd.bak.tmp')).toBe('unknown');
    expect(tempFileWriter('.a.lodestar.json.0123abcd.42-abcdef.bak.tmp')).toEqual({
      pid: 42,
      host: 'abcdef',
    });
    for (const name of ['notes.tmp', 'a.lodestar.json', '.a.lodestar.json.123.tmp'])
      expect(tempFileWriter(name), name).toBeNull();
  });
});

describe('processIsAlive', () => {
  it('knows this process, a running one and one that has exited', async () => {
    expect(processIsAlive(process.pid)).toBe(true);
    expect(processIsAlive(await liveProcess())).toBe(true);
    expect(processIsAlive(await deadProcess())).toBe(false);
  });
});

describe('removeAbandonedTempFiles', () => {
  it("removes at once the temp files of a writer that has exited, never a live writer's", async () => {
    const file = new AtomicTextFile(path.join(dir, 'a.lodestar.json'));
    await file.write('one');
    await file.write('two');
    const dead = await deadProcess();
    const live = await liveProcess();
    const names = {
      dead: [tempName('a.lodestar.json', dead), tempName('a.lodestar.json', dead, HOST_TAG, 'bak')],
      live: [tempName('b.lodestar.json', live), tempName('c.lodestar.json', process.pid)],
    };
    for (const name of [...names.dead, ...names.live, 'notes.tmp'])
      await fs.writeFile(path.join(dir, name), 'partial');

    const removed = await removeAbandonedTempFiles(dir);
    expect(removed.sort()).toEqual(names.dead.sort());
    expect(await listDir()).toEqual(
      [...names.live, 'a.lodestar.json', 'a.lodestar.json.bak', 'notes.tmp'].sort(),
    );
    expect(await file.read()).toBe('two');

    // However long a live writer takes, its files stay.
    expect(await removeAbandonedTempFiles(dir, Date.now() + 10 * ABANDONED_TEMP_AGE_MS)).toEqual(
      [],
    );
  });

  it('removes the temp files of writers it cannot check only once untouched for an hour', async () => {
    const otherMachine = tempName(
      'a.lodestar.json',
      process.pid,
      HOST_TAG === 'abcdef' ? '123456' : 'abcdef',
    );
    const olderWriter = '.a.lodestar.json.0123abcd.new.tmp';
    for (const name of [otherMachine, olderWriter])
      await fs.writeFile(path.join(dir, name), 'partial');

    expect(await removeAbandonedTempFiles(dir)).toEqual([]);
    const later = Date.now() + ABANDONED_TEMP_AGE_MS + 60_000;
    expect((await removeAbandonedTempFiles(dir, later)).sort()).toEqual(
      [otherMachine, olderWriter].sort(),
    );
    expect(await listDir()).toEqual([]);
  });

  it('keeps a backup link of an old file while its writer may still need it', async () => {
    // The `.bak` temp is a hard link to the current file: it has that file's (old) mtime.
    const name = '.a.lodestar.json.0123abcd.bak.tmp';
    await fs.writeFile(path.join(dir, 'a.lodestar.json'), 'current');
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await fs.utimes(path.join(dir, 'a.lodestar.json'), dayAgo, dayAgo);
    await fs.link(path.join(dir, 'a.lodestar.json'), path.join(dir, name));

    expect(await removeAbandonedTempFiles(dir)).toEqual([]);
    expect(await listDir()).toEqual([name, 'a.lodestar.json']);
  });

  it('says nothing for a folder that does not exist', async () => {
    expect(await removeAbandonedTempFiles(path.join(dir, 'missing'))).toEqual([]);
  });
});
