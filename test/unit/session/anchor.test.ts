import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anchorCode, checkAnchor, parseAnchor } from '../../../session/anchor.ts';

const hash = (c: string) => c.repeat(64);
const entries = [1, 2, 3].map((seq) => ({ seq, hash: hash(String(seq)) }));

describe('anchors', () => {
  it('reads what a facilitator types and what a screen shows', () => {
    expect(parseAnchor('1234:a1b2c3')).toEqual({ seq: 1234, hash: 'a1b2c3' });
    expect(parseAnchor('#1234·A1B2C3')).toEqual({ seq: 1234, hash: 'a1b2c3' });
    expect(parseAnchor(' 7 : abcd ')).toEqual({ seq: 7, hash: 'abcd' });
    expect(parseAnchor('1234')).toMatchObject({ error: expect.stringContaining('SEQ:HASHPREFIX') });
    expect(parseAnchor('12:abc')).toMatchObject({ error: expect.stringContaining('4 hex digits') });
    expect(parseAnchor('12:xyz0')).toHaveProperty('error');
  });

  it('round-trips the screen code', () => {
    fc.assert(
      fc.property(fc.nat(1e9 - 1), fc.stringMatching(/^[0-9a-f]{64}$/), (seq, h) => {
        expect(parseAnchor(anchorCode({ seq, hash: h }))).toEqual({ seq, hash: h.slice(0, 6) });
      }),
    );
  });

  it('passes a log that holds the anchor, later entries included', () => {
    expect(checkAnchor(entries, hash('0'), { seq: 3, hash: '3333' }, 'x')).toBeNull();
    expect(checkAnchor(entries, hash('0'), { seq: 2, hash: hash('2') }, 'x')).toBeNull();
    expect(checkAnchor(entries, hash('0'), { seq: 0, hash: '0000' }, 'x')).toBeNull();
  });

  it('names the missing tail and the changed entry', () => {
    expect(checkAnchor(entries, hash('0'), { seq: 5, hash: 'abcdef' }, 'in the index')).toEqual({
      seq: null,
      message:
        'the log ends at entry 3 but entry 5 (hash abcdef…) was recorded in the index: the last 2 entries are missing',
    });
    expect(checkAnchor(entries, hash('0'), { seq: 2, hash: 'abcd' }, 'here')).toEqual({
      seq: 2,
      message:
        'entry 2 has hash 222222222222… but hash abcd… was recorded here: the log was changed at or before entry 2',
    });
  });
});
