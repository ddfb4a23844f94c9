import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { configure } from 'safe-stable-stringify';
import {
  canonicalJson,
  hashEntry,
  hashHeader,
  installSha256,
  portableSha256Hex,
  sha256Hex,
} from '../../../session/hash.ts';
import { testHeader } from './session-fixtures.ts';

describe('canonicalJson', () => {
  it('sorts keys at every depth and leaves out undefined fields', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('writes what a general-purpose deterministic stringifier writes, for any JSON data', () => {
    const reference = configure({ deterministic: true, strict: true, bigint: false });
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(reference(value));
      }),
      { numRuns: 500 },
    );
  });

  it('refuses values that are not JSON', () => {
    expect(() => canonicalJson({ a: Number.NaN })).toThrow();
    expect(() => canonicalJson({ a: () => 1 })).toThrow();
  });
});

describe('sha256Hex', () => {
  it('matches the published test vectors', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('hashes text as UTF-8', () => {
    // "é" as UTF-8 is c3 a9.
    expect(sha256Hex('é')).toBe('4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c');
  });
});

describe('installSha256', () => {
  const native = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

  it('uses a native implementation that agrees with the portable one', () => {
    let calls = 0;
    installSha256((text) => {
      calls++;
      return native(text);
    });
    try {
      calls = 0;
      expect(sha256Hex('megagame')).toBe(portableSha256Hex('megagame'));
      expect(calls).toBe(1);
    } finally {
      installSha256(null);
    }
    calls = 0;
    sha256Hex('x');
    expect(calls).toBe(0);
  });

  it('refuses an implementation that is not SHA-256', () => {
    expect(() => installSha256((text) => native(text).toUpperCase())).toThrow(/does not compute/);
    expect(() => installSha256((text) => native(text + ' '))).toThrow(/does not compute/);
    expect(sha256Hex('abc')).toBe(portableSha256Hex('abc'));
  });
});

describe('hashEntry', () => {
  const entry = {
    seq: 1,
    at: 1000,
    by: 'Ana',
    action: { type: 'session.note', text: 'hi' },
    prev: 'a'.repeat(64),
  };

  it('does not depend on key order or on a stray hash field', () => {
    const reordered = {
      prev: entry.prev,
      action: { text: 'hi', type: 'session.note' },
      by: 'Ana',
      at: 1000,
      seq: 1,
    };
    expect(hashEntry(reordered)).toBe(hashEntry(entry));
    expect(hashEntry({ ...entry, hash: 'x' } as typeof entry)).toBe(hashEntry(entry));
  });

  it('changes with every field', () => {
    const base = hashEntry(entry);
    expect(hashEntry({ ...entry, seq: 2 })).not.toBe(base);
    expect(hashEntry({ ...entry, at: 1001 })).not.toBe(base);
    expect(hashEntry({ ...entry, by: 'Bo' })).not.toBe(base);
    expect(hashEntry({ ...entry, action: { type: 'session.note', text: 'ho' } })).not.toBe(base);
    expect(hashEntry({ ...entry, prev: 'b'.repeat(64) })).not.toBe(base);
    expect(hashEntry({ ...entry, outcome: null })).not.toBe(base);
    expect(hashEntry({ ...entry, causedBy: 1 })).not.toBe(base);
  });
});

describe('hashHeader', () => {
  it('is stable for equal headers and differs when the seed differs', () => {
    expect(hashHeader(testHeader())).toBe(hashHeader(testHeader()));
    expect(hashHeader(testHeader({ seed: 'other' }))).not.toBe(hashHeader(testHeader()));
  });
});
