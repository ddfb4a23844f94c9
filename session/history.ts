import { pushStep, redoHistory, undoHistory } from './actions/undo-redo.ts';
import type { FeatureApis } from './feature-apis.ts';
import type { AnyEnginePlugin } from './plugin.ts';
import type { SessionDefinition } from './session-definition.ts';
import {
  ActionInvalid,
  ActionRejected,
  SessionIntegrityError,
  type Applied,
  type ApplyContext,
  type History,
  type LogEntry,
  type SessionHeader,
  type SessionState,
} from './types.ts';

/** What an ended session still accepts (a decision about its log included). */
const AFTER_END = new Set([
  'session.undo',
  'session.redo',
  'session.note',
  'session.accept',
  'session.fork',
]);

/**
 * Applies one log entry: the reducer of the whole session. Pure: the history passed in is
 * never changed; the new one shares every part that did not change, so keeping past states
 * for undo costs only what each action touched.
 *
 * - `at` is clamped to the latest time seen, so a clock set back never rewinds the session.
 * - An undoable entry pushes the state before it (with its log line as the label) and clears
 *   redo; an entry with `causedBy` joins its cause's step, so one undo takes back a phase
 *   change and the announcements it triggered.
 *
 * Throws `SessionIntegrityError` for an entry out of sequence, `ActionInvalid` for an action
 * that breaks its schema and `ActionRejected` for one that does not apply now.
 */
export function applyEntry(
  history: History,
  entry: LogEntry,
  header: SessionHeader,
  definition: SessionDefinition,
): { history: History; applied: Applied } {
  const { registry } = definition;
  const before = history.state;
  if (entry.seq !== before.seq + 1)
    throw new SessionIntegrityError(
      `entry ${entry.seq} is out of sequence: expected entry ${before.seq + 1}`,
      entry.seq,
    );
  if (!Number.isFinite(entry.at))
    throw new SessionIntegrityError(`entry ${entry.seq} has no valid time`, entry.seq);
  // An entry logged before one of its action's fields existed reads as that version meant it.
  const fromLog = registry.get(entry.action.type)?.fromLog;
  const parsed = registry.parse(fromLog ? fromLog(entry.action) : entry.action);
  if (!parsed.ok) throw new ActionInvalid(parsed.message, parsed.problems);
  const action = parsed.action;
  const at = Math.max(entry.at, before.lastAt);

  if (before.status === 'ended' && !AFTER_END.has(action.type))
    throw new ActionRejected('the session has ended');

  if (action.type === 'session.undo' || action.type === 'session.redo') {
    const move = (action.type === 'session.undo' ? undoHistory : redoHistory)(
      history,
      entry.seq,
      at,
    );
    return { history: move.history, applied: { state: move.history.state, outcome: move.outcome } };
  }

  // parse() succeeded, so the module exists.
  const module = registry.get(action.type)!;
  const apis = new FeatureUse(definition, definition.ownerOf(action.type));
  const applied = module.apply(
    before,
    action,
    applyContext(definition, apis, { header, seq: entry.seq, at, by: entry.by }),
  );
  apis.checkWrites(action.type, before, applied.state);
  const state = { ...applied.state, seq: entry.seq, lastAt: at };

  let { past, future } = history;
  if (module.undoable !== false && !joinsCause(history, entry)) {
    const label = registry.describe({ ...entry, action, outcome: applied.outcome }, header);
    past = pushStep(past, { seq: entry.seq, label, state: before });
    future = [];
  }
  return { history: { state, past, future }, applied: { ...applied, state } };
}

/**
 * What an action of `type` gets to apply with, outside a log (a bench, a test of one
 * action's odds): the same context the log gives, the other features' APIs included.
 */
export function contextFor(
  definition: SessionDefinition,
  type: string,
  at: { header: SessionHeader; seq: number; at: number; by: string },
): ApplyContext {
  return applyContext(definition, new FeatureUse(definition, definition.ownerOf(type)), at);
}

function applyContext(
  definition: SessionDefinition,
  apis: FeatureUse,
  at: { header: SessionHeader; seq: number; at: number; by: string },
): ApplyContext {
  return {
    ...at,
    automationActions: definition.automationActions,
    phaseStartActions: definition.phaseStartActions,
    use: apis.use,
  };
}

/**
 * The other features' APIs as one action's `apply` reaches them, and what it changed through
 * them: an action may change its own plugin's slice, and another's only through that
 * plugin's API, named in its own plugin's `uses`. Anything else is a mistake in the code (two
 * features sharing a slice's rules), refused at once rather than written to the log.
 */
class FeatureUse {
  readonly #written = new Set<string>();
  constructor(
    readonly definition: SessionDefinition,
    readonly owner: AnyEnginePlugin | undefined,
  ) {}

  use = <K extends keyof FeatureApis>(key: K): FeatureApis[K] => {
    const name = String(key);
    if (!this.owner?.uses?.includes(name))
      throw new Error(
        `plugin "${this.owner?.key ?? 'session'}" calls the API of "${name}" without naming it in its uses`,
      );
    const api = this.definition.apiOf(name) ?? {};
    const written = this.#written;
    const recorded: Record<string, unknown> = {};
    for (const [fn, call] of Object.entries(api))
      recorded[fn] = (...args: unknown[]) => {
        written.add(name);
        return (call as (...a: unknown[]) => unknown)(...args);
      };
    return recorded as FeatureApis[K];
  };

  checkWrites(type: string, before: SessionState, after: SessionState): void {
    const was = before as unknown as Record<string, unknown>;
    const is = after as unknown as Record<string, unknown>;
    for (const plugin of this.definition.statePlugins) {
      if (plugin === this.owner || was[plugin.key] === is[plugin.key]) continue;
      if (!this.#written.has(plugin.key))
        throw new Error(
          `${type} changed the "${plugin.key}" slice without its API (only "${this.owner?.key ?? 'session'}" is its own)`,
        );
    }
  }
}

/** A follow-up joins the step of the entry that caused it, when that step is the newest. */
function joinsCause(history: History, entry: LogEntry): boolean {
  return entry.causedBy !== undefined && history.past.at(-1)?.seq === entry.causedBy;
}
