import path from 'node:path';
import { defineCommand } from '../command.ts';
import { jsonOption, printJson } from '../common-options.ts';
import { EXIT } from '../io.ts';
import { UsageError } from '../parse-command-args.ts';

/** The `--json` shape of `lodestar session map`. */
export interface SessionMapReport {
  file: string;
  map: string;
  name: string;
  /** Whose eyes: "control", "display" or "team:<id>". */
  viewer: string;
  onDisplay: boolean;
  pieces: { id: string; label: string; at: string; place: string; team: string | null }[];
  /** Places the viewer does not see as they are, by state (Control: places marked for the teams). */
  hidden: number;
  unexplored: number;
  routes: number;
  /** What the map's rule hints say of `--reach` and `--route`, when asked. */
  reach?: { token: string; places: string[] };
  route?: { from: string; to: string; places: string[]; cost: number } | null;
  /** Why the map's rule hints are not used, if they are not. */
  hintsProblem: string | null;
}

export const sessionMapCommand = defineCommand({
  name: 'map',
  summary: 'print a map in play: its pieces and fog, as Control or a team or the display sees it',
  description: `Prints one map of a session as it stands: each piece and where it is, how many places are
hidden or fogged, the routes; with --viewer, only what that viewer receives. --reach TOKEN lists
where a piece may go under the map's rule hints; --route FROM:TO the cheapest route between two
places. Nothing is written: move pieces with \`lodestar session act FILE '{"type":"map.move",…}'\`.`,
  positionals: [
    { name: 'file', description: 'the session file (.session.jsonl)' },
    {
      name: 'map',
      description: "the map's id (default: the scenario's first map)",
      optional: true,
    },
  ],
  options: {
    viewer: {
      type: 'string',
      value: 'VIEWER',
      description: 'control (default), display or team:<id>',
    },
    reach: {
      type: 'string',
      value: 'TOKEN',
      description: "where a piece may go (the map's rule hints)",
    },
    route: {
      type: 'string',
      value: 'FROM:TO',
      description: 'the cheapest route between two places',
    },
    json: jsonOption('the whole report'),
  },
  exitCodes: '0 shown, 1 the file cannot be read, or no such map, piece or place, 2 usage error.',

  async run({ args, options }, io) {
    const { parseViewer, formatViewer, CONTROL } = await import('../../session/viewer.ts');
    const viewer = options.viewer === undefined ? CONTROL : parseViewer(options.viewer);
    if (!viewer)
      throw new UsageError(
        `--viewer must be control, display or team:<id>, not "${options.viewer}"`,
      );
    const route = options.route?.split(':');
    if (route && (route.length !== 2 || !route[0] || !route[1]))
      throw new UsageError(`--route must be FROM:TO (two place ids), not "${options.route}"`);

    const { SessionFile, SessionFileError } = await import('../../host/session-file.ts');
    const { mapSeenAs } = await import('../../features/maps/viewer-map.ts');
    const { hintsOf } = await import('../../features/maps/hints.ts');
    const { placeName } = await import('../../features/maps/live-map.ts');
    const { reachablePlaces, shortestRoute } = await import('../../features/maps/map-rules.ts');
    const { visibilityFor } = await import('../../editor/model/edits/visibility.ts');
    let session;
    try {
      session = await SessionFile.open(path.resolve(io.cwd, args.file));
    } catch (error) {
      if (!(error instanceof SessionFileError)) throw error;
      io.err(`lodestar session map: ${error.message}`);
      return EXIT.invalid;
    }
    const scenario = session.header.scenario;
    const state = session.engine.state;
    await session.abandon();
    const id = args.map ?? scenario.maps[0]?.id;
    const drawn = id ? mapSeenAs(scenario, state.maps, id, viewer) : null;
    if (!id || !drawn) {
      io.err(
        `lodestar session map: ${id ? `no map "${id}"` : 'no maps'} in this session (maps: ${scenario.maps.map((m) => m.id).join(', ') || 'none'})`,
      );
      return EXIT.invalid;
    }
    const map = drawn.map;
    const { hints, problem } = hintsOf(map);
    const view = viewer.kind === 'team' ? viewer.team : viewer.kind === 'display' ? '' : 'control';
    const seen = Object.keys(map.visibility).map((at) =>
      view === 'control' ? (map.visibility[at]?.state ?? 'visible') : visibilityFor(map, at, view),
    );
    const report: SessionMapReport = {
      file: args.file,
      map: map.id,
      name: map.name,
      viewer: formatViewer(viewer),
      onDisplay: state.maps.shown === map.id,
      pieces: map.tokens.map((t) => ({
        id: t.id,
        label: t.label,
        at: t.at,
        place: placeName(map, t.at),
        team: t.team ?? null,
      })),
      hidden: seen.filter((s) => s === 'hidden').length,
      unexplored: seen.filter((s) => s === 'unexplored').length,
      routes: map.lanes.length,
      hintsProblem: problem,
    };
    if (options.reach !== undefined) {
      const token = map.tokens.find((t) => t.id === options.reach);
      if (!token) {
        io.err(`lodestar session map: no piece "${options.reach}" on ${map.name}`);
        return EXIT.invalid;
      }
      report.reach = { token: token.id, places: reachablePlaces(scenario, map, hints, token) };
    }
    if (route) {
      const [from, to] = route as [string, string];
      const { geometryOf } = await import('../../editor/geometry/geometry-of.ts');
      const unknown = [from, to].find((p) => !geometryOf(map).has(p));
      if (unknown) {
        io.err(`lodestar session map: ${map.name} has no place "${unknown}"`);
        return EXIT.invalid;
      }
      const found = shortestRoute(scenario, map, from, to);
      report.route = found && { from, to, ...found };
    }
    if (options.json) printJson(io, report);
    else for (const line of describe(report)) io.out(line);
    return EXIT.ok;
  },
});

function describe(report: SessionMapReport): string[] {
  const lines = [
    `${report.name} (${report.map}) as ${report.viewer}${report.onDisplay ? ' · on the display' : ''}`,
    `${report.pieces.length} ${report.pieces.length === 1 ? 'piece' : 'pieces'} · ${report.hidden} hidden · ${report.unexplored} unexplored · ${report.routes} routes`,
  ];
  for (const p of report.pieces)
    lines.push(`  ${p.label || p.id} (${p.id}) at ${p.place}${p.team ? ` [${p.team}]` : ''}`);
  if (report.hintsProblem) lines.push(`Rule hints not used: ${report.hintsProblem}`);
  if (report.reach)
    lines.push(
      `${report.reach.token} can reach ${report.reach.places.length}: ${report.reach.places.join(' ')}`,
    );
  if (report.route !== undefined)
    lines.push(
      report.route
        ? `Cheapest route: ${report.route.places.join(' → ')} (cost ${report.route.cost})`
        : 'No route between those places',
    );
  return lines;
}
