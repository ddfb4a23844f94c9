import type { Command } from '../command.ts';
import { parseCommandDice } from '../dice-input.ts';
import { EXIT } from '../io.ts';
import { parseCommandArgs, UsageError } from '../parse-command-args.ts';

export const rollCommand: Command = {
  name: 'roll',
  summary: 'roll dice in any notation (2d6+1, 4d6kh3, 6d10>=8, d[engineer])',
  help: `Usage: lodestar roll EXPR [--seed S] [--times N] [--scenario SCENARIO] [--json]

Rolls EXPR and prints every die and the total. The same seed always gives the same rolls,
so a roll can be repeated exactly; without --seed a fresh seed is chosen and printed.

Notation: NdX, d% (d100), dF (−1/0/+1), d{1,1,2,3} (listed faces), d[id] (a named die of
--scenario); after a group: khN/klN keep, dhN/dlN drop, ! explode (or !>=5), r<2 reroll,
ro<2 reroll once, >=5 count successes; + − * (or x), parentheses, min(…), max(…).
Put "--" before an expression that starts with "-".

Options:
  --seed S          the seed (default: a random one, printed)
  --times N         roll N times (default 1, at most 10000)
  --scenario SCEN   a scenario file, library id or bundled id whose named dice d[id] may use
  --data DIR        the library folder ids are looked up in
  --json            print {expression, seed, rolls: [{total, text, groups}]}
  -h, --help        show this help

Exit codes: 0 rolled, 1 the scenario cannot be loaded, 2 usage error or bad notation.`,

  async run(args, io) {
    const name = 'roll';
    const { values, positionals } = parseCommandArgs(
      name,
      args,
      {
        seed: { type: 'string' },
        times: { type: 'string' },
        scenario: { type: 'string' },
        data: { type: 'string' },
        json: { type: 'boolean' },
      },
      true,
    );
    if (values.help) {
      io.out(this.help);
      return EXIT.ok;
    }
    if (positionals.length === 0) throw new UsageError(name, 'which dice? (lodestar roll 2d6+1)');
    const expression = positionals.join(' ');
    const times = values.times === undefined ? 1 : Number(values.times);
    if (!Number.isInteger(times) || times < 1 || times > 10_000)
      throw new UsageError(
        name,
        `--times must be a whole number from 1 to 10000, not "${values.times}"`,
      );
    const dice = await parseCommandDice(name, expression, values.scenario, values.data, io);
    if (!dice.ok) return dice.code;

    const { rollExpr } = await import('../../../console/draws/dice/evaluate.ts');
    const { seedRng } = await import('../../../console/random/rng.ts');
    const { randomSeed } = await import('../../host/session-id.ts');
    const seed = values.seed ?? randomSeed();
    let rng = seedRng(seed);
    const rolls = [];
    for (let i = 0; i < times; i++) {
      const [result, next] = rollExpr(dice.expr, rng);
      rolls.push(result);
      rng = next;
    }
    if (values.json) {
      io.out(JSON.stringify({ expression: dice.text, seed, rolls }, null, 2));
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
};
