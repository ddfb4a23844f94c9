import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  JournalWriter,
  parseJournal,
  readJournal,
  tornLineWarning,
} from '../../../host/session-journal.ts';
import { makeDataDir, removeDataDir } from './temp-library.ts';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('parseJournal', () => {
  it('reads one JSON value per line, with line numbers and the bytes kept', () => {
    const text = '{"h":1}\n{"seq":1}\n{"seq":2,"é":"ü"}\n';
    const read = parseJournal(bytes(text));
    expect(read.lines).toEqual([
      { line: 1, value: { h: 1 }, text: '{"h":1}' },
      { line: 2, value: { seq: 1 }, text: '{"seq":1}' },
      { line: 3, value: { seq: 2, é: 'ü' }, text: '{"seq":2,"é":"ü"}' },
    ]);
    expect(read.keptBytes).toBe(Buffer.byteLength(text));
    expect(read.fileBytes).toBe(Buffer.byteLength(text));
    expect(read.torn).toBeNull();
    expect(read.damaged).toBeNull();
  });

  it('drops a last line without its newline as torn, keeping the bytes before it', () => {
    const whole = '{"h":1}\n{"seq":1}\n';
    const read = parseJournal(bytes(`${whole}{"seq":2,"act`));
    expect(read.lines.map((l) => l.line)).toEqual([1, 2]);
    expect(read.torn).toEqual({ line: 3, reason: 'no final newline' });
    expect(read.keptBytes).toBe(whole.length);
    expect(read.damaged).toBeNull();
  });

  it('treats zeros a file system left after a cut-off write as a torn line', () => {
    const whole = '{"h":1}\n';
    const read = parseJournal(Buffer.concat([bytes(whole), Buffer.alloc(16)]));
    expect(read.torn?.line).toBe(2);
    expect(read.keptBytes).toBe(whole.length);
  });

  it('drops an unparseable last line that has its newline as torn', () => {
    const read = parseJournal(bytes('{"h":1}\n{"seq":1}\n{"seq":\n'));
    expect(read.torn).toEqual({ line: 3, reason: 'not valid JSON' });
    expect(read.lines).toHaveLength(2);
  });

  it('reports an unparseable line before the last as damage, not as a torn line', () => {
    const read = parseJournal(bytes('{"h":1}\nnot json\n{"seq":2}\n'));
    expect(read.damaged).toEqual({ line: 2, message: expect.stringContaining('not valid JSON') });
    expect(read.torn).toBeNull();
    const blank = parseJournal(bytes('{"h":1}\n\n{"seq":2}\n'));
    expect(blank.damaged?.line).toBe(2);
  });

  it('reads an empty file as no lines', () => {
    expect(parseJournal(bytes(''))).toEqual({
      lines: [],
      keptBytes: 0,
      fileBytes: 0,
      torn: null,
      damaged: null,
    });
  });

  it('words the torn-line warning for the person who runs the game', () => {
    expect(tornLineWarning({ line: 7, reason: 'no final newline' })).toBe(
      'the last action (line 7) was cut off by a crash and was never confirmed; it was dropped',
    );
  });
});

describe('JournalWriter', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await makeDataDir();
  });
  afterEach(async () => {
    await removeDataDir(dir);
  });

  it('creates a journal with its first line and appends whole lines after it', async () => {
    const file = path.join(dir, 'sub', 'a.jsonl');
    const writer = await JournalWriter.create(file, '{"h":1}');
    await writer.append(['{"seq":1}', '{"seq":2}']);
    await writer.append(['{"seq":3}']);
    expect(writer.size).toBe((await readFile(file)).length);
    await writer.close();
    expect(await readFile(file, 'utf8')).toBe('{"h":1}\n{"seq":1}\n{"seq":2}\n{"seq":3}\n');
  });

  it('never creates over an existing file', async () => {
    const file = path.join(dir, 'taken.jsonl');
    await writeFile(file, 'precious\n');
    await expect(JournalWriter.create(file, '{"h":1}')).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await readFile(file, 'utf8')).toBe('precious\n');
  });

  it('cuts a torn last line off before the next append', async () => {
    const file = path.join(dir, 'torn.jsonl');
    await writeFile(file, '{"h":1}\n{"seq":1}\n{"seq":2,"half');
    const read = await readJournal(file);
    const writer = await JournalWriter.open(file, read.keptBytes);
    // Cut off at once and durably, before anything new is written.
    expect(await readFile(file, 'utf8')).toBe('{"h":1}\n{"seq":1}\n');
    await writer.append(['{"seq":2}']);
    await writer.close();
    expect(await readFile(file, 'utf8')).toBe('{"h":1}\n{"seq":1}\n{"seq":2}\n');
    expect((await readJournal(file)).torn).toBeNull();
  });

  it('notices a file that another program changed since it was opened', async () => {
    const file = path.join(dir, 'shared.jsonl');
    const writer = await JournalWriter.create(file, '{"h":1}');
    expect(await writer.unchangedOnDisk()).toBe(true);
    await writeFile(file, '{"h":1}\n{"seq":1}\n');
    expect(await writer.unchangedOnDisk()).toBe(false);
    await writer.close();
  });

  it('refuses a line with a newline in it and appends after close', async () => {
    const file = path.join(dir, 'strict.jsonl');
    const writer = await JournalWriter.create(file, '{"h":1}');
    await expect(writer.append(['{"a":1}\n{"b":2}'])).rejects.toThrow(/newline/);
    await writer.close();
    await expect(writer.append(['{"a":1}'])).rejects.toThrow(/closed/);
    expect(await readFile(file, 'utf8')).toBe('{"h":1}\n');
  });

  it('refuses to open a journal shorter than when it was read', async () => {
    const file = path.join(dir, 'short.jsonl');
    await writeFile(file, '{"h":1}\n');
    await expect(JournalWriter.open(file, 100)).rejects.toThrow(/shorter/);
  });
});
