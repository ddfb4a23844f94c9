import { formatProblems, problemsFromZod } from '../scenarios/format/problems.ts';
import type {
  Action,
  ActionKind,
  AnyActionModule,
  ActionModule,
  ActionProblem,
  LogEntry,
  SessionHeader,
} from './types.ts';
import type { Viewer } from './viewer.ts';

export type ParsedAction =
  { ok: true; action: Action } | { ok: false; message: string; problems: ActionProblem[] };

/**
 * Every action type the session knows: how each is validated, applied and described. The
 * session registers its own; the clock, timers and later engines register theirs.
 */
export class ActionRegistry {
  readonly #modules = new Map<string, ActionModule>();

  register(...modules: AnyActionModule[]): this {
    for (const module of modules) {
      if (this.#modules.has(module.type))
        throw new Error(`action type "${module.type}" is registered twice`);
      this.#modules.set(module.type, module);
    }
    return this;
  }

  get(type: string): ActionModule | undefined {
    return this.#modules.get(type);
  }

  /** Validates an action from outside (IPC, CLI, a log line); defaults are filled in. */
  parse(raw: unknown): ParsedAction {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
      return invalid('an action must be a JSON object', [
        { path: '$', message: 'must be an object with a "type"' },
      ]);
    const type = (raw as { type?: unknown }).type;
    if (typeof type !== 'string')
      return invalid('an action needs a "type"', [
        { path: '$.type', message: 'must be the action type, e.g. "clock.next"' },
      ]);
    const module = this.#modules.get(type);
    if (!module)
      return invalid(`unknown action type "${type}"`, [
        { path: '$.type', message: `unknown action type "${type}"` },
      ]);
    const result = module.schema.safeParse(raw);
    if (result.success) return { ok: true, action: result.data };
    const problems = problemsFromZod(result.error);
    return invalid(`invalid ${type}: ${formatProblems(problems).replace(/\n/g, '; ')}`, problems);
  }

  /** One line for the log; an entry of an unknown type still gets a line. */
  describe(entry: LogEntry, header: SessionHeader): string {
    const module = this.#modules.get(entry.action.type);
    if (!module) return `Unknown action "${entry.action.type}"`;
    return module.describe(entry.action, entry.outcome, header);
  }

  /**
   * The line for a viewer other than Control (see `ActionModule.describeFor`); null when that
   * viewer does not see the entry. An entry of an unknown type is shown by its type only.
   */
  describeFor(entry: LogEntry, header: SessionHeader, viewer: Viewer): string | null {
    const module = this.#modules.get(entry.action.type);
    if (!module) return `Unknown action "${entry.action.type}"`;
    const { action, outcome } = entry;
    if (module.visibleTo && !module.visibleTo(action, outcome, header, viewer)) return null;
    if (!module.describeFor) return module.describe(action, outcome, header);
    return module.describeFor(action, outcome, header, viewer);
  }

  kindOf(type: string): ActionKind | undefined {
    return this.#modules.get(type)?.kind;
  }

  types(): string[] {
    return [...this.#modules.keys()];
  }
}

function invalid(message: string, problems: ActionProblem[]): ParsedAction {
  return { ok: false, message, problems };
}
