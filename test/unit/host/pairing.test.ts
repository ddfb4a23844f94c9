import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { decideConnection, isLoopbackAddress } from '../../../host/connection-kind.ts';
import { PairedConsolesFile } from '../../../host/paired-consoles-file.ts';
import { normalizeCode, PairingBook } from '../../../host/pairing.ts';
import { sourceOf } from '../../../host/source-address.ts';
import {
  WRONG_CLAIMS_CEILING,
  WRONG_CLAIMS_PER_SOURCE,
  WrongClaims,
} from '../../../host/wrong-claims.ts';
import { TEAM_KEYS_FILE, TeamKeys } from '../../../host/team-keys.ts';

describe('is this socket local', () => {
  it('knows loopback peers in every spelling and nothing else', () => {
    for (const local of ['127.0.0.1', '127.0.0.2', '127.255.1.9', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(local), local).toBe(true);
    for (const remote of [
      '192.168.1.20',
      '10.0.0.1',
      '::ffff:192.168.1.20',
      'fe80::1',
      '128.0.0.1',
      '0.0.0.0',
      '127.0.0.1.evil',
      'localhost', // a name is never a socket's peer
      '',
      undefined,
    ])
      expect(isLoopbackAddress(remote), String(remote)).toBe(false);
  });
});

describe('who a connection is, decided at the upgrade', () => {
  const noKeys = () => false;
  const decide = (query: string, remoteAddress: string | undefined, ownOrigin: boolean) =>
    decideConnection({ remoteAddress, ownOrigin, query: new URLSearchParams(query) }, noKeys);

  it('is Control only from loopback with the own page Origin', () => {
    expect(decide('', '127.0.0.1', true)).toMatchObject({
      ok: true,
      connection: { kind: 'control' },
    });
    expect(decide('', '127.0.0.1', false)).toMatchObject({ connection: { kind: 'unpaired' } });
    expect(decide('', '192.168.1.20', true)).toMatchObject({ connection: { kind: 'unpaired' } });
    expect(decide('viewer=control', '192.168.1.20', true)).toMatchObject({
      connection: { kind: 'unpaired' },
    });
  });

  it('lets a display in from anywhere, read-only, bound to the session its link names', () => {
    expect(decide('viewer=display&session=friday', '192.168.1.20', false)).toEqual({
      ok: true,
      connection: { kind: 'display', viewer: { kind: 'display' }, sessionId: 'friday' },
    });
    // Without one it follows the running session, which the host picks.
    expect(decide('viewer=display', '192.168.1.20', false)).toEqual({
      ok: true,
      connection: { kind: 'display', viewer: { kind: 'display' }, followsRunning: true },
    });
  });

  it('lets a team screen in only with its key, bound to its session', () => {
    const check = (s: string, t: string, k: string) => s === 's1' && t === 'red' && k === 'K';
    const team = (query: string) =>
      decideConnection(
        { remoteAddress: '10.0.0.5', ownOrigin: false, query: new URLSearchParams(query) },
        check,
      );
    expect(team('viewer=team:red&session=s1&key=K')).toMatchObject({
      ok: true,
      connection: { kind: 'team', sessionId: 's1', viewer: { kind: 'team', team: 'red' } },
    });
    expect(team('viewer=team:red&session=s1&key=wrong')).toMatchObject({ ok: false, status: 403 });
    expect(team('viewer=team:blue&session=s1&key=K')).toMatchObject({ ok: false, status: 403 });
    expect(team('viewer=team:red&session=s2&key=K')).toMatchObject({ ok: false, status: 403 });
    expect(team('viewer=team:red')).toMatchObject({ ok: false, status: 403 });
    expect(team('viewer=janitor')).toMatchObject({ ok: false, status: 400 });
  });
});

/** The device every claim in these tests comes from, unless a test says otherwise. */
const HERE = '192.168.1.20';

describe('pairing codes', () => {
  it('are claimed once, within their time, whatever the case and dashes', () => {
    let now = 1_000_000;
    const book = new PairingBook(() => now);
    const { code } = book.issue('s1', 'facilitator');
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    const typed = `${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`;
    const claimed = book.claim(typed, 'Ana', HERE);
    expect(claimed).toMatchObject({ ok: true, console: { name: 'Ana', sessionId: 's1' } });
    expect(book.claim(code, 'Bo', HERE)).toMatchObject({ ok: false });
    const late = book.issue('s1', 'standby', { ttlMs: 60_000 });
    now += 60_001;
    expect(book.claim(late.code, 'Bo', HERE)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('expired'),
    });
  });

  it('give a long token that resumes until the console is revoked', () => {
    const book = new PairingBook();
    const { code } = book.issue('s1', 'facilitator', { uses: 2 });
    const a = book.claim(code, 'Ana', HERE);
    const b = book.claim(code, 'Bo', HERE);
    if (!a.ok || !b.ok) throw new Error('both should pair');
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, URL-safe
    expect(a.token).not.toBe(b.token);
    expect(book.resume(a.token)).toMatchObject({ name: 'Ana', role: 'facilitator' });
    expect(book.resume(`${a.token}x`)).toBeNull();
    expect(book.revoke(a.console.id)).toBe(true);
    expect(book.resume(a.token)).toBeNull();
    expect(book.resume(b.token)).toMatchObject({ name: 'Bo' });
  });

  it('can be revoked before use', () => {
    const book = new PairingBook();
    const issued = book.issue('s1', 'facilitator');
    expect(book.codes()).toHaveLength(1);
    book.revoke(issued.id);
    expect(book.codes()).toEqual([]);
    expect(book.claim(issued.code, 'Ana', HERE).ok).toBe(false);
  });

  it('stop answering a device after too many wrong codes in a minute, even the right one, and only that device', () => {
    let now = 5_000_000;
    const book = new PairingBook(() => now);
    const { code } = book.issue('s1', 'facilitator', { uses: 2 });
    const wrong = code === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
    for (let i = 0; i < WRONG_CLAIMS_PER_SOURCE; i++) book.claim(wrong, 'x', '10.0.0.66');
    expect(book.claim(code, 'Eve', '10.0.0.66')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/too many wrong codes from this device .*wait 60 s/),
    });
    // Another device in the hall, typing the code Control read out, pairs.
    expect(book.claim(code, 'Ana', HERE)).toMatchObject({ ok: true });
    // The guesser is heard again once its wrong codes are a minute old.
    now += 60_001;
    expect(book.claim(code, 'Bo', '10.0.0.66')).toMatchObject({ ok: true });
  });

  it('count one IPv6 device by its /64, and IPv4 behind IPv6 as IPv4', () => {
    expect(sourceOf('2001:db8:1:2:aaaa::1')).toBe(sourceOf('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(sourceOf('2001:db8:1:2::1')).not.toBe(sourceOf('2001:db8:1:3::1'));
    expect(sourceOf('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(sourceOf('::ffff:192.168.1.20')).toBe('192.168.1.20');
    expect(sourceOf('192.168.1.20')).toBe('192.168.1.20');
    expect(sourceOf(undefined)).toBe('unknown');
    const book = new PairingBook(() => 7_000_000);
    const { code } = book.issue('s1', 'facilitator');
    // A device that changes its address within its /64 does not get a fresh budget.
    for (let i = 0; i < WRONG_CLAIMS_PER_SOURCE; i++)
      book.claim('ZZZZZZ' === code ? 'YYYYYY' : 'ZZZZZZ', 'x', sourceOf(`2001:db8::${i + 1}`));
    expect(book.claim(code, 'Eve', sourceOf('2001:db8::ffff')).ok).toBe(false);
  });

  it('under a flood from many devices, refuse those that guessed, and still hear a device that did not', () => {
    const now = 9_000_000;
    const limit = new WrongClaims(() => now);
    // Far above what one device reaches: the ceiling needs many devices at their limit.
    expect(WRONG_CLAIMS_CEILING).toBeGreaterThanOrEqual(10 * WRONG_CLAIMS_PER_SOURCE);
    for (let i = 0; i < WRONG_CLAIMS_CEILING; i++)
      limit.wrong(`10.0.${Math.floor(i / 5)}.${i % 5}`);
    expect(limit.refusal('10.0.0.1')).toMatch(/too many wrong codes in the hall/);
    expect(limit.refusal(HERE)).toBeNull();
  });

  it('never match a code that was not issued', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (typed) => {
        const book = new PairingBook();
        const { code } = book.issue('s1', 'facilitator');
        return book.claim(typed, 'x', HERE).ok === (normalizeCode(typed) === code);
      }),
    );
  });
});

describe('team keys', () => {
  let dir: string | null = null;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  });

  it('are unguessable, kept on the host across a restart, and re-issued to revoke', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lodestar-team-keys-'));
    const keys = await TeamKeys.open(dir);
    const red = await keys.keyFor('s1', 'red');
    expect(red).toMatch(/^[A-Za-z0-9_-]{22}$/); // 128 bits, URL-safe
    expect(await keys.keyFor('s1', 'red')).toBe(red);
    expect(await keys.keyFor('s1', 'blue')).not.toBe(red);
    expect(keys.check('s1', 'red', red)).toBe(true);
    expect(keys.check('s1', 'blue', red)).toBe(false);
    expect(keys.check('s2', 'red', red)).toBe(false);
    expect(keys.check('s1', 'red', red.slice(1))).toBe(false);
    expect(keys.check('s1', '__proto__', red)).toBe(false);

    const again = await TeamKeys.open(dir);
    expect(again.check('s1', 'red', red)).toBe(true);
    const fresh = await again.reissue('s1', 'red');
    expect(again.check('s1', 'red', red)).toBe(false);
    expect(again.check('s1', 'red', fresh)).toBe(true);
    expect(readFileSync(path.join(dir, 'sessions', TEAM_KEYS_FILE), 'utf8')).toContain(fresh);
  });
});

describe('paired consoles across a restart', () => {
  let dir: string | null = null;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  });

  const reopen = async (at: string) => {
    const { file, consoles } = await PairedConsolesFile.open(at);
    const book = new PairingBook();
    book.restore(consoles);
    return { file, book };
  };

  it('resume with their token on a restarted host, whose file holds no token', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lodestar-paired-'));
    const { file, book } = await reopen(dir);
    const { code } = book.issue('s1', 'facilitator');
    const claimed = book.claim(code, 'Bo', HERE);
    if (!claimed.ok) throw new Error(claimed.reason);
    await file.save(book.stored());
    const written = readFileSync(file.filePath, 'utf8');
    expect(written).not.toContain(claimed.token);
    expect(written).toContain('"name": "Bo"');

    const restarted = await reopen(dir);
    expect(restarted.book.resume(claimed.token)).toMatchObject({ name: 'Bo', sessionId: 's1' });
    expect(restarted.book.resume(`${claimed.token}x`)).toBeNull();
    // Codes are not kept: one issued before the restart is gone.
    expect(restarted.book.codes()).toEqual([]);

    expect(restarted.book.revoke(claimed.console.id)).toBe(true);
    await restarted.file.save(restarted.book.stored());
    expect((await reopen(dir)).book.resume(claimed.token)).toBeNull();
  });

  it('on a standby, follow the host’s list and leave the consoles paired there alone', () => {
    const host = new PairingBook();
    const standby = new PairingBook();
    const pair = (book: PairingBook, name: string) => {
      const result = book.claim(book.issue('s1', 'facilitator').code, name, HERE);
      if (!result.ok) throw new Error(result.reason);
      return result;
    };
    const ana = pair(host, 'Ana');
    const bo = pair(host, 'Bo');
    const local = pair(standby, 'Cy');
    standby.adoptCopies(host.stored());
    for (const { token } of [ana, bo, local]) expect(standby.resume(token)).not.toBeNull();

    host.revoke(bo.console.id);
    standby.adoptCopies(host.stored());
    expect(standby.resume(bo.token)).toBeNull();
    expect(standby.resume(ana.token)).toMatchObject({ name: 'Ana' });
    expect(standby.resume(local.token)).toMatchObject({ name: 'Cy' });
    // What the standby keeps marks the copies, so a restart keeps telling them apart.
    const kept = standby.stored();
    expect(kept.find((c) => c.name === 'Ana')?.copied).toBe(true);
    expect(kept.find((c) => c.name === 'Cy')?.copied).toBeUndefined();
  });

  it('read an unreadable file as nobody paired, and say so', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lodestar-paired-'));
    const { file } = await PairedConsolesFile.open(dir);
    await file.save([]);
    writeFileSync(file.filePath, '{"format":"something else"}');
    const logged: string[] = [];
    const { consoles } = await PairedConsolesFile.open(dir, (line) => logged.push(line));
    expect(consoles).toEqual([]);
    expect(logged.join('\n')).toMatch(/not a paired consoles file: consoles must pair again/);
  });
});
