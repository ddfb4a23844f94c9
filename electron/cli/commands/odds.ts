import { defineCommand } from '../command.ts';
import { dataOption, jsonOption, printJson, scenarioOption } from '../common-options.ts';
import { parseCommandDice } from '../dice-input.ts';
import { EXIT } from '../io.ts';

const BAR_WIDTH = 40;

export const oddsCommand = defineCommand({
  name: 'odds',
  summary: 'the exact chance of every total of a dice expression',
  description: `Prints the chance of every total EXPR can roll, as a bar chart, then the mean, the standard
deviation and the percentiles. The odds are exact (worked out, not sampled) except for
exploding dice, which are estimated from 100,000 rolls with the error stated.`,
  positionals: [
    {
      name: 'expr',
      rest: true,
      description: 'dice in the notation of "lodestar roll" (see lodestar roll --help)',
    },
  ],
  options: {
    scenario: scenarioOption,
    data: dataOption('the library folder ids are looked up in'),
    json: jsonOption('{expression, exact, min, p: [...], summary}'),
  },
  exitCodes: '0 printed, 1 the scenario cannot be loaded, 2 usage error or bad notation.',

  async run({ args, options }, io) {
    const dice = await parseCommandDice('odds', args.expr, options.scenario, options.data, io);
    if (!dice.ok) return dice.code;
    const { distributionOf, summarize } =
      await import('../../../console/draws/dice/distribution.ts');
    const d = distributionOf(dice.expr);
    const summary = summarize(d);
    if (options.json) {
      printJson(io, {
        expression: dice.text,
        exact: d.exact,
        ...(d.exact ? {} : { samples: d.samples, standardError: d.standardError }),
        min: d.min,
        p: d.p,
        summary,
      });
      return EXIT.ok;
    }
    const peak = Math.max(...d.p);
    const width = Math.max(String(summary.min).length, String(summary.max).length);
    io.out(
      `${dice.text}: ${d.exact ? 'exact' : `Monte Carlo, ${d.samples?.toLocaleString('en')} rolls, ±${((d.standardError ?? 0) * 100).toFixed(2)}%`}`,
    );
    io.out('');
    d.p.forEach((p, i) => {
      const total = d.min + i;
      if (total < summary.min || total > summary.max) return;
      const bar = '█'.repeat(Math.round((p / peak) * BAR_WIDTH));
      io.out(`${String(total).padStart(width)}  ${(p * 100).toFixed(2).padStart(6)}%  ${bar}`);
    });
    io.out('');
    const q = summary.percentiles;
    io.out(
      `mean ${summary.mean.toFixed(3)}, sd ${summary.sd.toFixed(3)}, min ${summary.min}, max ${summary.max}`,
    );
    io.out(`percentiles: 5% ${q.p5}, 25% ${q.p25}, 50% ${q.p50}, 75% ${q.p75}, 95% ${q.p95}`);
    return EXIT.ok;
  },
});
