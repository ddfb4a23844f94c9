import { defineCommand } from '../command.ts';
import { dataDirOf, dataOption, jsonOption, printJson, wholeNumber } from '../common-options.ts';
import { findScenario } from '../find-scenario.ts';
import { EXIT } from '../io.ts';
import type { Scenario } from '../../scenarios/format/schema.ts';

export const dealCommand = defineCommand({
  name: 'deal',
  summary: "deal a galaxy template's tiles to the players, and optionally place them in turn",
  description: `Shuffles the tile pool of galaxy template ID with seed S and deals the tiles to N
players in the template's turn order (snake: 1, 2, 3, 3, 2, 1…; or rotation), homes set out
on their places unless the template deals them into the hands. Prints each hand and the
order the tiles were dealt in. The same seed always deals the same hands.

With --auto every tile is placed in turn at the first place it may legally go (the
scenario's map checks, and their look-ahead), and the finished map is printed: as a TTS map
string when every tile has a number, else as map JSON. Nothing is changed on disk.

Without --scenario the template is looked for in the bundled scenarios.`,
  positionals: [],
  options: {
    template: { type: 'string', value: 'ID', description: 'the galaxy template', required: true },
    players: {
      type: 'string',
      value: 'N',
      description: 'how many players are dealt to',
      required: true,
      parse: wholeNumber(1, 64),
    },
    seed: { type: 'string', value: 'S', description: 'the seed of the shuffle', required: true },
    scenario: {
      type: 'string',
      value: 'ID|FILE',
      description: 'the scenario holding the template: a file, library id or bundled id',
    },
    auto: { type: 'boolean', description: 'place every tile in turn at its first legal place' },
    data: dataOption('the library folder scenario ids are looked up in'),
    json: jsonOption(`{scenario, template, players, seed, order, hands: [{seat, tiles}],
dealtTo, and with --auto placements, complete, stuck, tts, map}`),
  },
  exitCodes: `0 dealt (and placed), 1 the scenario or template cannot be found, the deal cannot
be made, or --auto got stuck with tiles left, 2 usage error.`,

  async run({ options }, io) {
    const fail = (line: string) => {
      io.err(`lodestar deal: ${line}`);
      return EXIT.invalid;
    };
    let scenario: Scenario;
    if (options.scenario) {
      const found = await findScenario(options.scenario, io.cwd, dataDirOf(options.data, io));
      if (!found.ok) {
        for (const line of found.lines) io.err(`lodestar deal: ${line}`);
        return EXIT.invalid;
      }
      scenario = found.scenario;
    } else {
      const { bundledScenarios } = await import('../../scenarios/library/index.ts');
      const holder = bundledScenarios.find((b) =>
        b.scenario.galaxyTemplates.some((t) => t.id === options.template),
      );
      if (!holder) {
        const known = bundledScenarios.flatMap((b) => b.scenario.galaxyTemplates.map((t) => t.id));
        return fail(
          `no bundled galaxy template "${options.template}" (templates: ${known.join(', ')}); name its scenario with --scenario`,
        );
      }
      scenario = holder.scenario;
    }
    // Loaded here, not at the top, so that other commands and --help start fast.
    const { dealGalaxy, placeAll, dealtMap } = await import('../../editor/analysis/deal/index.ts');
    const { seedRng, withGenerator } = await import('../../random/rng.ts');
    const [dealt] = withGenerator(seedRng(options.seed), (g) =>
      dealGalaxy(scenario, options.template, options.players, g),
    );
    if (!dealt.ok) return fail(dealt.problem);
    const start = dealt.state;
    const nameOf = (id: string) => scenario.tiles.find((t) => t.id === id)?.name ?? id;
    const report: Record<string, unknown> = {
      scenario: scenario.meta.title,
      template: start.template,
      players: start.players,
      seed: options.seed,
      order: start.rules.order,
      hands: start.hands.map((tiles, i) => ({ seat: i + 1, tiles })),
      dealtTo: start.dealtTo,
    };
    const lines: string[] = [
      `Dealt "${options.template}" to ${start.players} players (${start.rules.order} order, seed "${options.seed}")`,
      `Dealing order: ${start.dealtTo.join(' ')}`,
      '',
      ...start.hands.map((tiles, i) => `Player ${i + 1}: ${tiles.map(nameOf).join(', ')}`),
      ...start.shortfall.map((s) => `Short: ${s}`),
    ];
    let code: 0 | 1 = EXIT.ok;
    if (options.auto) {
      const ctx = { tiles: scenario.tiles, rules: scenario.mapRules };
      const placed = placeAll(ctx, start);
      const map = dealtMap(placed.state, options.seed, `${start.template}-dealt`, 'Dealt galaxy');
      const { mapStringDialect } = await import('../../editor/formats/map-string/dialects.ts');
      const { mapStringLibrary } = await import('../../editor/formats/map-string/library.ts');
      const { writeMapString } =
        await import('../../editor/formats/map-string/write-map-string.ts');
      const tts = writeMapString(
        map,
        mapStringDialect('tts')!,
        mapStringLibrary(scenario.tiles, scenario.mapRules.movement),
      );
      report['placements'] = map.dealt?.placements ?? [];
      report['complete'] = placed.stuck === null;
      report['stuck'] = placed.stuck;
      report['tts'] = tts.ok ? tts.text : null;
      report['map'] = map;
      lines.push('', `Placed ${placed.state.history.length} tiles in turn:`);
      for (const h of placed.state.history)
        lines.push(`  player ${h.seat}: ${nameOf(h.tile)} on ${h.place}`);
      if (placed.stuck) {
        const hand = placed.state.hands[placed.stuck.seat - 1] ?? [];
        lines.push(
          '',
          `Stuck: no tile in player ${placed.stuck.seat}'s hand (${hand.map(nameOf).join(', ')}) has a legal place left.`,
        );
        code = EXIT.invalid;
      }
      lines.push('');
      if (tts.ok) lines.push(`TTS map string: ${tts.text}`);
      else
        lines.push(
          'Map (no TTS string: not every tile has a number):',
          JSON.stringify(map, null, 2),
        );
    }
    if (options.json) printJson(io, report);
    else for (const line of lines) io.out(line);
    return code;
  },
});
