import type { DieFace } from '../../../../features/draws/draws-format.ts';
import { evaluateWith, type FaceSource } from '../../../../features/draws/dice/evaluate.ts';
import type { DiceExpr } from '../../../../features/draws/dice/types.ts';

/**
 * Brute force for the odds tests: every way the dice can fall, found by running the roller
 * itself with scripted faces (so rerolls, explosions and the extra-dice limit are the ones
 * rolling does). A path is cut once its chance is below `cutAt`; `cut` is what was cut.
 */

class NeedMore extends Error {}

export function enumerate(
  expr: DiceExpr,
  cutAt: number,
  maxPaths = 2_000_000,
): { odds: Map<number, number>; cut: number; paths: number } {
  const odds = new Map<number, number>();
  let cut = 0;
  let paths = 0;
  const stack: [number[], number][] = [[[], 1]];
  while (stack.length > 0) {
    const [prefix, chance] = stack.pop()!;
    if (++paths > maxPaths) throw new Error(`more than ${maxPaths} paths: too large to enumerate`);
    let i = 0;
    let sides = 0;
    const source: FaceSource = (spec) => {
      if (i < prefix.length) return spec.faces[prefix[i++]!] as DieFace;
      sides = spec.faces.length;
      throw new NeedMore();
    };
    try {
      const { total } = evaluateWith(expr, source);
      odds.set(total, (odds.get(total) ?? 0) + chance);
    } catch (error) {
      if (!(error instanceof NeedMore)) throw error;
      if (chance / sides < cutAt) cut += chance;
      else for (let k = 0; k < sides; k++) stack.push([[...prefix, k], chance / sides]);
    }
  }
  return { odds, cut, paths };
}
