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
import type { RollWords } from './roll-words.ts';
import type { Viewer } from './viewer.ts';

export type ParsedAction =
  { ok: true; action: Action } | { ok: false; message: string; problems: ActionProblem[] };

/**
 * Every action type the session knows: how each is validated, applied and described. The
 * session registers its own; the clock, timers and later engines register theirs.
 */
export class ActionRegistry {
  readonly #modules = new Map<string, ActionModule>();
  /** Former names of renamed types, each to the type it is now. */
  readonly #renamed = new Map<string, string>();

  register(...modules: AnyActionModule[]): this {
    for (const module of modules) {
      for (const name of [module.type, ...(module.formerTypes ?? [])])
        if (this.#modules.has(name) || this.#renamed.has(name))
          throw new Error(`action type "${name}" is registered twice`);
      this.#modules.set(module.type, module);
      for (const former of module.formerTypes ?? []) this.#renamed.set(former, module.type);
    }
    return this;
  }

  /** The module of a type, or of the type a former name was renamed to. */
  get(type: string): ActionModule | undefined {
    return this.#modules.get(this.#renamed.get(type) ?? type);
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
    const module = this.get(type);
    if (!module)
      return invalid(`unknown action type "${type}"`, [
        { path: '$.type', message: `unknown action type "${type}"` },
      ]);
    // An entry logged under a former name reads as the type it is now.
    const result = module.schema.safeParse(
      type === module.type ? raw : { ...raw, type: module.type },
    );
    if (result.success) return { ok: true, action: result.data };
    const problems = problemsFromZod(result.error);
    return invalid(`invalid ${type}: ${formatProblems(problems).replace(/\n/g, '; ')}`, problems);
  }

  /** One line for the log; an entry of an unknown type still gets a line. */
  describe(entry: LogEntry, header: SessionHeader): string {
    const module = this.get(entry.action.type);
    if (!module) return `Unknown action "${entry.action.type}"`;
    return module.describe(entry.action, entry.outcome, header);
  }

  /**
   * The line for a viewer other than Control (see `ActionModule.describeFor`); null when that
   * viewer does not see the entry. An entry of an unknown type is shown by its type only.
   */
  describeFor(entry: LogEntry, header: SessionHeader, viewer: Viewer): string | null {
    const module = this.get(entry.action.type);
    if (!module) return `Unknown action "${entry.action.type}"`;
    const { action, outcome } = entry;
    if (module.visibleTo && !module.visibleTo(action, outcome, header, viewer)) return null;
    if (!module.describeFor) return module.describe(action, outcome, header);
    return module.describeFor(action, outcome, header, viewer);
  }

  /** The entry's dice and result in a viewer's words; null when it rolled nothing or is unseen. */
  rolled(entry: LogEntry, header: SessionHeader, viewer: Viewer): RollWords | null {
    const module = this.get(entry.action.type);
    if (!module?.rolled) return null;
    const { action, outcome } = entry;
    if (viewer.kind !== 'control' && module.visibleTo?.(action, outcome, header, viewer) === false)
      return null;
    return module.rolled(action, outcome, header, viewer);
  }

  kindOf(type: string): ActionKind | undefined {
    return this.get(type)?.kind;
  }

  types(): string[] {
    return [...this.#modules.keys()];
  }
}

function invalid(message: string, problems: ActionProblem[]): ParsedAction {
  return { ok: false, message, problems };
}
