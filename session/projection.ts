import type { Scenario } from '../scenarios/format/schema.ts';
import type { RngState } from '../random/rng.ts';
import { logLine, type EntryLookup, type LogLine } from './describe.ts';
import type { SessionDefinition } from './session-definition.ts';
import type { SessionState } from './state.ts';
import type { LogEntry, SessionHeader } from './types.ts';
import type { Viewer } from './viewer.ts';

/**
 * What a viewer receives of a session: the state, the header (with its frozen scenario) and
 * the log lines, each with what that viewer may not see taken out by the plugin that owns
 * it. Control receives everything as it is. The host sends each connection only this.
 */

/** A generator state that predicts nothing: the real one stays with Control. */
const NO_GENERATOR: RngState = { c: 0, s0: 0, s1: 0, s2: 0 };

export function projectState(
  definition: SessionDefinition,
  state: SessionState,
  scenario: Scenario,
  viewer: Viewer,
): SessionState {
  if (viewer.kind === 'control') return state;
  const slices = state as unknown as Record<string, unknown>;
  // The secret generator is not there at all: a viewer's state has no key that hints at it.
  const { secretRng: _secret, ...shared } = slices;
  const projected: Record<string, unknown> = { ...shared, rng: NO_GENERATOR };
  for (const plugin of definition.statePlugins) {
    const project = plugin.project;
    if (project === undefined || project === 'public') continue;
    projected[plugin.key] = project(slices[plugin.key], viewer, { state, scenario });
  }
  return projected as unknown as SessionState;
}

export function projectScenario(
  definition: SessionDefinition,
  scenario: Scenario,
  viewer: Viewer,
): Scenario {
  if (viewer.kind === 'control') return scenario;
  return definition.plugins.reduce(
    (s, plugin) => (plugin.projectScenario ? plugin.projectScenario(s, viewer) : s),
    scenario,
  );
}

/**
 * The header without the seeds (they predict every draw; the secret one is not there at all)
 * and with the viewer's scenario.
 */
export function projectHeader(
  definition: SessionDefinition,
  header: SessionHeader,
  viewer: Viewer,
): SessionHeader {
  if (viewer.kind === 'control') return header;
  const { secretSeed: _secret, ...shared } = header;
  return { ...shared, seed: '', scenario: projectScenario(definition, header.scenario, viewer) };
}

/** The lines a viewer may read of some entries, in order (hidden entries left out). */
export function projectLines(
  definition: SessionDefinition,
  header: SessionHeader,
  entries: readonly LogEntry[],
  viewer: Viewer,
  lookup?: EntryLookup,
): LogLine[] {
  const lines: LogLine[] = [];
  for (const entry of entries) {
    const line = logLine(entry, header, definition.registry, viewer, lookup);
    if (line) lines.push(line);
  }
  return lines;
}
