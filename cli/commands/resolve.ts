import { defineCommand } from '../command.ts';
import { dataOption, jsonOption, printJson } from '../common-options.ts';
import { EXIT } from '../io.ts';
import { findResolverFor, readFaces, readInputs } from '../resolver-input.ts';

export const resolveCommand = defineCommand({
  name: 'resolve',
  summary: 'run a scenario’s resolver: each step in words and the result',
  description: `Runs RESOLVER of SCENARIO (a scenario file, library id or bundled id) with its inputs,
and prints every step in words and the result in the rulebook's words. Dice come from
--dice (physical dice typed in, in the order they are read: their number and faces must fit
the resolver) or are rolled from --seed (without either, a fresh seed is chosen and printed).
Inputs are NAME=VALUE: a number, an option's id, or yes/no; "lodestar odds-resolve" shows
the odds first. Examples:
  lodestar resolve so-say-we-all main-weapons --input shots=3 --dice 6,3,1
  lodestar resolve aquila-rift guns-vs-armour --input guns=8 --input armour=6 --dice 1,2,2,3,4,4,5,6`,
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
    dice: { type: 'string', value: 'FACES', description: 'physical dice, e.g. 6,6,3' },
    seed: {
      type: 'string',
      value: 'S',
      description: 'roll with this seed (default: a random one, printed)',
    },
    data: dataOption('the library folder ids are looked up in'),
    json: jsonOption('{scenario, resolver, name, inputs, dice, seed?, steps, tally, result}'),
  },
  exitCodes: '0 resolved, 1 the scenario, resolver, inputs or dice do not fit, 2 usage error.',

  async run({ args, options }, io) {
    const inputs = readInputs(options.input ?? [], args.inputs);
    const faces = options.dice === undefined ? null : readFaces(options.dice);
    const found = await findResolverFor('resolve', args.scenario, args.resolver, options.data, io);
    if (!found.ok) return found.code;
    const { resolveRolled, resolveTyped, ResolveError } =
      await import('../../features/adjudication/index.ts');
    const { seedRng } = await import('../../random/rng.ts');
    const { randomSeed } = await import('../../host/session-id.ts');
    const seed = faces ? undefined : (options.seed ?? randomSeed());
    let res;
    try {
      res = faces
        ? resolveTyped(found.resolver, inputs, faces)
        : resolveRolled(found.resolver, inputs, seedRng(seed as string))[0];
    } catch (error) {
      if (!(error instanceof ResolveError)) throw error;
      io.err(`lodestar resolve: ${error.message}`);
      return EXIT.invalid;
    }
    if (options.json) {
      printJson(io, {
        scenario: args.scenario,
        resolver: found.resolver.id,
        name: found.resolver.name,
        inputs: res.inputs,
        dice: res.dice,
        ...(seed === undefined ? {} : { seed }),
        steps: res.steps,
        tally: res.tally,
        result: res.headline,
        ...(res.losses ? { losses: res.losses } : {}),
      });
      return EXIT.ok;
    }
    io.out(`${found.resolver.name}`);
    for (const step of res.steps) io.out(`  ${step}`);
    io.out(`Result: ${res.headline}`);
    if (seed !== undefined)
      io.out(`dice ${res.dice.join(',')} (seed ${seed}; --dice ${res.dice.join(',')} repeats it)`);
    return EXIT.ok;
  },
});
