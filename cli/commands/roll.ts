import { defineCommand } from '../command.ts';
import {
  dataOption,
  jsonOption,
  printJson,
  scenarioOption,
  wholeNumber,
} from '../common-options.ts';
import { parseCommandDice } from '../dice-input.ts';
import { EXIT } from '../io.ts';

export const rollCommand = defineCommand({
  name: 'roll',
  summary: 'roll dice in any notation (2d6+1, 4d6kh3, 6d10>=8, 4d6!p, d[engineer])',
  description: `Rolls EXPR and prints every die and the total. The same seed always gives the same rolls,
so a roll can be repeated exactly; without --seed a fresh seed is chosen and printed.

Notation: NdX, d% (d100), dF (−1/0/+1), d{1,1,2,3} (listed faces), d[id] (a named die of
--scenario); after a group: khN/klN/kN keep, dhN/dlN/dN drop, minN/maxN raise or lower
faces, ! or x explode (!>=5, x=10), !! compound, !p penetrate, xo explode once, r1 or r<2
reroll (rr too), ro1 reroll once, >=5 count successes and f<=2 take failures away, cs/cf
mark criticals, s/sa/sd sort; + − * (or x), parentheses, min(…), max(…). A bare number
after r, ro, !, f, cs or cf means "equal to" (1d20r1 rerolls ones).
Put "--" before an expression that starts with "-".`,
  positionals: [
    { name: 'expr', rest: true, description: 'the dice to roll (the words are joined)' },
  ],
  options: {
    seed: { type: 'string', value: 'S', description: 'the seed (default: a random one, printed)' },
    times: {
      type: 'string',
      value: 'N',
      description: 'roll N times (default 1, at most 10000)',
      parse: wholeNumber(1, 10_000),
    },
    scenario: scenarioOption,
    data: dataOption('the library folder ids are looked up in'),
    json: jsonOption('{expression, seed, rolls: [{total, text, groups}]}'),
  },
  exitCodes: '0 rolled, 1 the scenario cannot be loaded, 2 usage error or bad notation.',

  async run({ args, options }, io) {
    const expression = args.expr;
    const times = options.times ?? 1;
    const dice = await parseCommandDice('roll', expression, options.scenario, options.data, io);
    if (!dice.ok) return dice.code;

    const { rollExpr } = await import('../../features/draws/dice/evaluate.ts');
    const { seedRng } = await import('../../random/rng.ts');
    const { randomSeed } = await import('../../host/session-id.ts');
    const seed = options.seed ?? randomSeed();
    let rng = seedRng(seed);
    const rolls = [];
    for (let i = 0; i < times; i++) {
      const [result, next] = rollExpr(dice.expr, rng);
      rolls.push(result);
      rng = next;
    }
    if (options.json) {
      printJson(io, { expression: dice.text, seed, rolls });
      return EXIT.ok;
    }
    for (const roll of rolls) io.out(roll.text);
    if (times > 1) {
      const sum = rolls.reduce((n, r) => n + r.total, 0);
      io.out(`${times} rolls, average ${(sum / times).toFixed(2)}`);
    }
    io.out(`seed ${seed} (lodestar roll ${JSON.stringify(expression)} --seed ${seed} repeats it)`);
    return EXIT.ok;
  },
});
