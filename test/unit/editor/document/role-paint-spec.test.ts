import { describe, expect, it } from 'vitest';
import { parsePaintSpec } from '../../../../editor/model/role-paint-spec.ts';

describe('role paint steps from the command line', () => {
  it('reads every role', () => {
    expect(
      parsePaintSpec(
        '1,-1=closed; 2,-1=home:3 0,1=open:high 1,0=fixed:t18:2 -1,0=hyperlane:h1 0,2=clear 0,3=home',
      ),
    ).toEqual({
      ok: true,
      steps: [
        { place: '1,-1', brush: { role: 'closed' } },
        { place: '2,-1', brush: { role: 'home', seat: 3 } },
        { place: '0,1', brush: { role: 'open', tier: 'high' } },
        { place: '1,0', brush: { role: 'fixed', tile: 't18', rotation: 2 } },
        { place: '-1,0', brush: { role: 'hyperlane', tile: 'h1', rotation: 0 } },
        { place: '0,2', brush: { role: 'clear' } },
        { place: '0,3', brush: { role: 'home', seat: null } },
      ],
    });
  });

  it.each([
    ['1,-1', 'is not PLACE=ROLE'],
    ['1,-1=wall', 'unknown role "wall"'],
    ['1,-1=home:0', 'seat "0" is not a whole number'],
    ['1,-1=fixed', 'fixed needs a tile'],
    ['1,-1=hyperlane:h:9', 'turn "9" is not 0 to 5'],
    ['1,-1=closed:x', 'closed takes nothing after it'],
    ['  ', 'nothing to paint'],
  ])('refuses %s clearly', (text, message) => {
    const result = parsePaintSpec(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toContain(message);
  });
});
