import { defineCommand } from '../command.ts';
import { dataOption, jsonOption, printJson, wholeNumber } from '../common-options.ts';
import { EXIT } from '../io.ts';
import { findResolverFor, readInputs } from '../resolver-input.ts';

const BAR_WIDTH = 40;

export const oddsResolveCommand = defineCommand({
  name: 'odds-resolve',
  summary: 'the exact odds of a resolver’s outcomes before anyone rolls',
  description: `Prints the chance of every outcome of RESOLVER of SCENARIO with the given inputs, as a bar
chart, then the headline chance (at least one hit, the attacker wins) and the expected
results (hits, hex damage, units lost). The odds are worked out exactly (fleet battles by a
Markov chain over the hits each side has taken); when that would take longer than the budget
(default 1000 ms), they are estimated from seeded rolls and the output says so and why.`,
  positionals: [
    { name: 'scenario', description: 'a scenario file, library id or bundled id' },
    { name: 'resolver', description: 'the resolver id (an unknown id lists the known ones)' },
    { name: 'inputs', rest: true, optional: true, description: 'more inputs as NAME=VALUE' },
  ],
  options: {
    input: {
      type: 'string',
      value: 'NAME=VALUE',
      repeatable: true,
      description: 'an input (repeat it, or join them with commas)',
    },
    'budget-ms': {
      type: 'string',
      value: 'T',
      description: 'how long the exact odds may take before they are estimated (default 1000)',
      parse: wholeNumber(1, 600_000),
    },
    data: dataOption('the library folder ids are looked up in'),
    json: jsonOption(
      '{resolver, inputs, exact, reason?, samples?, outcomes: [{label, p}], win, expected}',
    ),
  },
  exitCodes: '0 printed, 1 the scenario, resolver or inputs do not fit, 2 usage error.',

  async run({ args, options }, io) {
    const given = readInputs(options.input ?? [], args.inputs);
    const found = await findResolverFor(
      'odds-resolve',
      args.scenario,
      args.resolver,
      options.data,
      io,
    );
    if (!found.ok) return found.code;
    const { resolverOdds, fillInputs, ResolveError } =
      await import('../../features/adjudication/index.ts');
    let odds;
    let inputs;
    try {
      inputs = fillInputs(found.resolver, given);
      const budgetMs = options['budget-ms'];
      odds = resolverOdds(found.resolver, given, budgetMs === undefined ? {} : { budgetMs });
    } catch (error) {
      if (!(error instanceof ResolveError)) throw error;
      io.err(`lodestar odds-resolve: ${error.message}`);
      return EXIT.invalid;
    }
    if (options.json) {
      printJson(io, { resolver: found.resolver.id, inputs, ...odds });
      return EXIT.ok;
    }
    const how = odds.exact
      ? 'exact'
      : `estimated from ${odds.samples?.toLocaleString('en')} rolls; not exact: ${odds.reason ?? ''}`;
    io.out(`${found.resolver.name}: ${how}`);
    io.out('');
    const peak = Math.max(...odds.outcomes.map((o) => o.p), 1e-12);
    const width = Math.max(...odds.outcomes.map((o) => o.label.length));
    for (const o of odds.outcomes)
      io.out(
        `${o.label.padEnd(width)}  ${(o.p * 100).toFixed(2).padStart(6)}%  ${'█'.repeat(Math.round((o.p / peak) * BAR_WIDTH))}`,
      );
    io.out('');
    if (odds.win) io.out(`chance of ${odds.win.label}: ${(odds.win.p * 100).toFixed(2)}%`);
    for (const e of odds.expected) io.out(`expected ${e.label}: ${e.value.toFixed(3)}`);
    return EXIT.ok;
  },
});
