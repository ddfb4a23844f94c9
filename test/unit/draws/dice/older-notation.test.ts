import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { parseDice, rollExpr } from '../../../../features/draws/dice/index.ts';
import { seedRng } from '../../../../random/rng.ts';

/**
 * Logs replay by rolling again: notation read before the newer modifiers existed must roll
 * the very same dice, working and generator state. Each digest is of 40 rolls from one seed
 * (every result as JSON, then the generator's state) as the engine rolled them before.
 * "4d6!!" is not here: it used to read as a plain "!", and now compounds, as documented.
 */
const digests: [string, string][] = [
  ['2d6+1', '11277eb1ed57dd3e'],
  ['4d6kh3', 'd6311da8e5f8050f'],
  ['4d6dl1', '16d0b973a3677e70'],
  ['2d20kl1', '9e2ccd7507c59d1b'],
  ['3d6!', '22ff2f867678cc78'],
  ['3d6!>=5', '7e15f01c9eec48ae'],
  ['2d6r<2', '466d1e9031c352a4'],
  ['3d6ro<3', '756ad2ed352c0b79'],
  ['6d10>=8', 'ae12ec0958303cd5'],
  ['4dF', '6e6f356b78e9554b'],
  ['d%', '4a7146f212b712f0'],
  ['2d{1,1,2,3}', 'b409677b4f2b2dc8'],
  ['3d6!r<2', '90fcf403dec7e9a3'],
  ['5d6!kh3', 'da3300540d5fd86e'],
  ['10d10!>=8>=7', '4487c2ca1747ef6a'],
  ['(2d6+3)*2', '0748a75e90ecf634'],
  ['max(1d6, 1d8) - 1d4', 'dd30965d6cf8a500'],
  ['2d6x3', '2fec2aeac7250c4c'],
  ['8d6k2', '18a26aad15ed60b4'],
];

describe('notation written before the newer modifiers', () => {
  it.each(digests)('%s rolls exactly as it always did', (text, digest) => {
    const parsed = parseDice(text);
    if (!parsed.ok) throw new Error(parsed.error);
    let rng = seedRng('golden');
    const lines: string[] = [];
    for (let i = 0; i < 40; i++) {
      const [result, next] = rollExpr(parsed.expr, rng);
      lines.push(JSON.stringify(result));
      rng = next;
    }
    lines.push(JSON.stringify(rng));
    expect(bytesToHex(sha256(utf8ToBytes(lines.join('\n')))).slice(0, 16)).toBe(digest);
  });
});
