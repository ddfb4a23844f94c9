import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Low } from 'lowdb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AtomicTextFile } from '../../../host/atomic-text-file.ts';
import { DataFile, DataFileError, jsonCodec } from '../../../host/data-file.ts';

let dir: string;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lodestar-atomic-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const listDir = async (folder = dir) => (await fs.readdir(folder)).sort();

describe('AtomicTextFile', () => {
  it('reads null for a missing file and writes into folders it creates', async () => {
    const file = new AtomicTextFile(path.join(dir, 'a', 'b', 'doc.json'));
    expect(await file.read()).toBeNull();
    await file.write('first');
    expect(await file.read()).toBe('first');
    expect(await fs.readFile(path.join(dir, 'a', 'b', 'doc.json'), 'utf8')).toBe('first');
  });

  it('keeps the replaced version as a complete .bak file of its own and leaves no temp files', async () => {
    const filePath = path.join(dir, 'doc.json');
    const file = new AtomicTextFile(filePath);
    await file.write('one');
    expect(await listDir()).toEqual(['doc.json']);
    await file.write('two');
    await file.write('three');
    expect(await fs.readFile(filePath, 'utf8')).toBe('three');
    expect(await fs.readFile(`${filePath}.bak`, 'utf8')).toBe('two');
    const [current, backup] = await Promise.all([fs.stat(filePath), fs.stat(`${filePath}.bak`)]);
    expect(current.ino).not.toBe(backup.ino);
    expect(await listDir()).toEqual(['doc.json', 'doc.json.bak']);
  });

  it('leaves the old file and its .bak intact when the write fails half way', async () => {
    const filePath = path.join(dir, 'doc.json');
    const file = new AtomicTextFile(filePath);
    await file.write('good');
    // A folder where the .bak must go makes the step after the temp file is written fail.
    await fs.mkdir(`${filePath}.bak`);
    await fs.writeFile(path.join(`${filePath}.bak`, 'keep'), 'x');
    await expect(file.write('never')).rejects.toThrow();
    expect(await fs.readFile(filePath, 'utf8')).toBe('good');
    expect(await listDir()).toEqual(['doc.json', 'doc.json.bak']);
    expect(await listDir(`${filePath}.bak`)).toEqual(['keep']);
  });

  it('writes text in pieces as the same UTF-8 as the joined text, whatever falls on a boundary', async () => {
    const filePath = path.join(dir, 'parts.txt');
    const file = new AtomicTextFile(filePath);
    // Pieces longer than the write buffer, emoji (surrogate pairs) and three-byte characters
    // at every offset around the buffer's steps, and empty pieces.
    const long = 'a'.repeat(64 * 1024 - 1) + '\u{1F600}' + 'b'.repeat(300_000);
    const parts = ['', long, '\u2013'.repeat(100_000), '', 'x\u{1F600}'.repeat(70_000), 'end'];
    await file.write(parts);
    const bytes = await fs.readFile(filePath);
    expect(bytes.equals(Buffer.from(parts.join(''), 'utf8'))).toBe(true);
    expect(bytes.includes(Buffer.from('\ufffd', 'utf8'))).toBe(false);
    await file.write([]);
    expect(await fs.readFile(filePath, 'utf8')).toBe('');
  });

  it('runs queued writes in the order they were asked for, even across adapters', async () => {
    const filePath = path.join(dir, 'doc.txt');
    const a = new AtomicTextFile(filePath);
    const b = new AtomicTextFile(filePath);
    // Longer texts first, so that without a queue the short late writes would finish first.
    const texts = Array.from({ length: 20 }, (_, i) => `${i}:${'x'.repeat((20 - i) * 50_000)}`);
    const writes = texts.map((text, i) => (i % 2 ? a : b).write(text));
    const readDuringWrites = a.read();
    await Promise.all(writes);
    expect(await readDuringWrites).toBe(texts[19]);
    expect(await fs.readFile(filePath, 'utf8')).toBe(texts[19]);
    expect(await fs.readFile(`${filePath}.bak`, 'utf8')).toBe(texts[18]);
    expect(await listDir()).toEqual(['doc.txt', 'doc.txt.bak']);
  });

  it('goes on with later writes after one fails', async () => {
    const filePath = path.join(dir, 'doc.txt');
    const file = new AtomicTextFile(filePath);
    await file.write('one');
    await fs.mkdir(`${filePath}.bak`);
    const failing = file.write('two');
    const removeBlocker = failing.catch(() => fs.rm(`${filePath}.bak`, { recursive: true }));
    const later = removeBlocker.then(() => file.write('three'));
    await expect(failing).rejects.toThrow();
    await later;
    expect(await file.read()).toBe('three');
    expect(await fs.readFile(`${filePath}.bak`, 'utf8')).toBe('one');
  });
});

describe('DataFile', () => {
  const settingsSchema = z.object({ volume: z.number().min(0), name: z.string() });

  it('works as a lowdb adapter', async () => {
    const filePath = path.join(dir, 'settings.json');
    const db = new Low(new DataFile(filePath, jsonCodec(settingsSchema)), {
      volume: 1,
      name: 'a',
    });
    await db.read();
    expect(db.data).toEqual({ volume: 1, name: 'a' });
    await db.update((data) => {
      data.volume = 7;
    });
    const again = new Low(new DataFile(filePath, jsonCodec(settingsSchema)), {
      volume: 0,
      name: '',
    });
    await again.read();
    expect(again.data).toEqual({ volume: 7, name: 'a' });
  });

  it('writes nothing when the value cannot be serialised', async () => {
    const filePath = path.join(dir, 'doc.json');
    const codec = {
      parse: (text: string) => text,
      serialize: (value: string) => {
        if (value === 'bad') throw new Error('cannot serialise');
        return value;
      },
    };
    const file = new DataFile<string>(filePath, codec);
    await file.write('good');
    await expect(file.write('bad')).rejects.toThrow('cannot serialise');
    expect(await fs.readFile(filePath, 'utf8')).toBe('good');
    expect(await listDir()).toEqual(['doc.json']);
  });

  it.each([
    ['', 'empty', '$'],
    ['{"volume": 1,', 'invalid-json', '$'],
    ['{"volume": -1, "name": "a"}', 'invalid', '$.volume'],
    ['[1]', 'invalid', '$'],
  ] as const)('refuses %j as %s, naming the file and the path', async (text, kind, where) => {
    const filePath = path.join(dir, 'settings.json');
    await fs.writeFile(filePath, text);
    const error = await new DataFile(filePath, jsonCodec(settingsSchema)).read().catch((e) => e);
    expect(error).toBeInstanceOf(DataFileError);
    expect(error.kind).toBe(kind);
    expect(error.filePath).toBe(filePath);
    expect(error.problems.map((p: { path: string }) => p.path)).toContain(where);
    expect(error.message).toContain('settings.json');
    expect(await fs.readFile(filePath, 'utf8')).toBe(text);
  });
});
