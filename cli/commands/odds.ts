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
import type { Distribution } from '../../features/draws/dice/types.ts';
import { maxOf } from '../../scenarios/numbers/extremes.ts';

const BAR_WIDTH = 40;

/** "exact", or how much a series left out, or what the estimate rests on and why. */
function howWorkedOut(d: Distribution): string {
  if (d.exact)
    return d.cutMass
      ? `exact (a series: what it leaves out has a chance below ${d.cutMass.toExponential(1)})`
      : 'exact';
  const se = `± ${((d.standardError ?? 0) * 100).toFixed(2)}% (largest standard error of a bar)`;
  const why = d.reason ? `; not exact: ${d.reason}` : '';
  return `estimated from ${d.samples?.toLocaleString('en')} rolls ${se}${why}`;
}

export const oddsCommand = defineCommand({
  name: 'odds',
  summary: 'the exact chance of every total of a dice expression',
  description: `Prints the chance of every total EXPR can roll, as a bar chart, then the mean, the standard
deviation and the percentiles. The odds are worked out exactly, exploding dice too (by a
series that leaves out less than 1e-12 of the chance, and says how much). When that would take
longer than the budget (default 2 s), or there is no exact method, or the totals are too many
to hold, the odds are estimated from up to 100,000 rolls of a fixed seed instead, and the
output says so, with the standard error and the reason.`,
  positionals: [
    {
      name: 'expr',
      rest: true,
      description: 'dice in the notation of "lodestar roll" (see lodestar roll --help)',
    },
  ],
  options: {
    'budget-ms': {
      type: 'string',
      value: 'T',
      description: 'how long the exact odds may take before they are estimated (default 2000)',
      parse: wholeNumber(1, 600_000),
    },
    scenario: scenarioOption,
    data: dataOption('the library folder ids are looked up in'),
    json: jsonOption(
      '{expression, exact, cutMass?, samples?, standardError?, reason?, min, p: [...], summary}',
    ),
  },
  exitCodes: '0 printed, 1 the scenario cannot be loaded, 2 usage error or bad notation.',

  async run({ args, options }, io) {
    const dice = await parseCommandDice('odds', args.expr, options.scenario, options.data, io);
    if (!dice.ok) return dice.code;
    const { distributionOf, summarize } = await import('../../features/draws/dice/distribution.ts');
    const budgetMs = options['budget-ms'];
    const d = distributionOf(dice.expr, budgetMs === undefined ? {} : { budgetMs });
    const summary = summarize(d);
    if (options.json) {
      printJson(io, {
        expression: dice.text,
        exact: d.exact,
        ...(d.cutMass ? { cutMass: d.cutMass } : {}),
        ...(d.exact
          ? {}
          : { samples: d.samples, standardError: d.standardError, reason: d.reason }),
        min: d.min,
        p: d.p,
        summary,
      });
      return EXIT.ok;
    }
    const peak = maxOf(d.p);
    const width = Math.max(String(summary.min).length, String(summary.max).length);
    io.out(`${dice.text}: ${howWorkedOut(d)}`);
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
