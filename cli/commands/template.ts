import path from 'node:path';
import { defineCommand } from '../command.ts';
import { dataDirOf, dataOption, jsonOption, printJson } from '../common-options.ts';
import { findScenario } from '../find-scenario.ts';
import { EXIT } from '../io.ts';

export const templateCommand = defineCommand({
  name: 'template',
  summary: "show a galaxy template's roles and problems, and paint roles onto its places",
  description: `Reads galaxy template ID of the scenario: prints its places by role (homes with
their seats, fixed and hyperlane tiles, open places by tier, closed places) and what is
wrong with it (seats twice or beyond the players, tiles or pool missing, too few homes).

--paint paints roles onto places, as the map editor's template mode does, in the order
given: PLACE=ROLE steps separated by spaces or semicolons, ROLE one of home[:SEAT],
fixed:TILE[:TURN], hyperlane:TILE[:TURN], open[:TIER], closed, clear. A home without a
seat takes the next free one; a home given a held seat takes it from the other home.
With --out the whole scenario is written to FILE with the painted template, once it
passes the scenario checks; without it nothing is changed on disk.`,
  positionals: [],
  options: {
    scenario: {
      type: 'string',
      value: 'ID|FILE',
      description: 'the scenario: a file, library id or bundled id',
      required: true,
    },
    template: { type: 'string', value: 'ID', description: 'the galaxy template', required: true },
    paint: {
      type: 'string',
      value: 'STEPS',
      description: 'roles to paint: "1,-1=closed; 2,-1=home:3"',
    },
    out: {
      type: 'string',
      value: 'FILE',
      description: 'write the scenario with the painted template',
    },
    data: dataOption('the library folder scenario ids are looked up in'),
    json: jsonOption('{template, roles: {home, fixed, hyperlane, open, closed}, problems}'),
  },
  exitCodes: `0 shown (and written), 1 the scenario or template cannot be found, a paint step is
wrong, the template has errors, or the scenario would not pass its checks, 2 usage error.`,

  async run({ options }, io) {
    const fail = (line: string) => {
      io.err(`lodestar template: ${line}`);
      return EXIT.invalid;
    };
    const found = await findScenario(options.scenario, io.cwd, dataDirOf(options.data, io));
    if (!found.ok) {
      for (const line of found.lines) io.err(`lodestar template: ${line}`);
      return EXIT.invalid;
    }
    const scenario = found.scenario;
    let template = scenario.galaxyTemplates.find((t) => t.id === options.template);
    if (!template)
      return fail(
        `no galaxy template "${options.template}" (templates: ${scenario.galaxyTemplates.map((t) => t.id).join(', ') || 'none'})`,
      );
    const { paintPlaces, templatePlaces, templateProblems } =
      await import('../../editor/model/template-edits.ts');
    const { templateView } = await import('../../editor/model/template-view.ts');
    const board = new Set(templatePlaces(template));
    if (options.paint !== undefined) {
      const { parsePaintSpec } = await import('../../editor/model/role-paint-spec.ts');
      const spec = parsePaintSpec(options.paint);
      if (!spec.ok) return fail(`--paint: ${spec.problem}`);
      for (const step of spec.steps) {
        if (!board.has(step.place)) return fail(`--paint: ${step.place} is not on the board`);
        template = paintPlaces(template, [step.place], step.brush, board).template;
      }
    }
    const problems = templateProblems(template, {
      tiles: new Set(scenario.tiles.map((t) => t.id)),
      pools: new Set(scenario.tilePools.map((p) => p.id)),
    });
    const { roles } = templateView(template, scenario.tiles);
    const roleOf = (place: string) => template!.places[place];
    const describe = (place: string): string => {
      const role = roleOf(place);
      if (role?.role === 'home') return `${place} (H${role.seat ?? '?'})`;
      if (role?.role === 'fixed' || role?.role === 'hyperlane')
        return `${place} (${role.tile}${role.rotation ? ` turned ${role.rotation}` : ''})`;
      if (role?.role === 'open' && role.tier !== null) return `${place} (${role.tier})`;
      return place;
    };
    let code: 0 | 1 = problems.some((p) => p.level === 'error') ? EXIT.invalid : EXIT.ok;
    if (options.out !== undefined && code === EXIT.ok) {
      const { parseScenarioValue, serializeScenario } =
        await import('../../scenarios/format/parse.ts');
      const id = template.id;
      const edited = {
        ...scenario,
        galaxyTemplates: scenario.galaxyTemplates.map((t) => (t.id === id ? template! : t)),
      };
      const checked = parseScenarioValue(JSON.parse(serializeScenario(edited)));
      if (!checked.ok) {
        for (const p of checked.problems) io.err(`lodestar template: ${p.path}: ${p.message}`);
        return EXIT.invalid;
      }
      try {
        const { writeFileDurably } = await import('../../host/atomic-text-file.ts');
        await writeFileDurably(
          path.resolve(io.cwd, options.out),
          serializeScenario(checked.scenario),
        );
        io.err(`lodestar template: wrote ${options.out}`);
      } catch (error) {
        return fail(
          `cannot write ${options.out}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    } else if (options.out !== undefined) {
      io.err(`lodestar template: not written: the template has errors`);
      code = EXIT.invalid;
    }
    if (options.json) {
      printJson(io, { template, roles, problems });
      return code;
    }
    io.out(`${template.name} (${template.id}): ${template.players} players, pool ${template.pool}`);
    for (const role of ['home', 'fixed', 'hyperlane', 'open', 'closed'] as const)
      io.out(`  ${role} (${roles[role].length}): ${roles[role].map(describe).join(', ') || '—'}`);
    if (problems.length === 0) io.out('No problems found.');
    for (const p of problems) io.out(`${p.level === 'error' ? 'Error' : 'Warning'}: ${p.message}`);
    return code;
  },
});
