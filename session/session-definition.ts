import { seedRng } from '../random/rng.ts';
import type { AnyAutomationDef } from './automation.ts';
import { coreActionModules, CORE_LOG_GROUPS } from './core-actions.ts';
import type { AnyEnginePlugin, LogGroup } from './plugin.ts';
import { ActionRegistry } from './registry.ts';
import { CORE_STATE_KEYS, type SessionState } from './state.ts';
import type { Action, Automation, SessionHeader } from './types.ts';

/**
 * A session kind: the core's own actions plus a list of engine plugins and the phase-start
 * automations they run, folded into one registry of actions, one initial state, one table of
 * automations and one set of log groups. Built once (by `features/index.ts` from the
 * features' manifests, by tests with fewer plugins) and shared by the engine, the host and the
 * console.
 */
export class SessionDefinition {
  readonly plugins: readonly AnyEnginePlugin[];
  readonly registry: ActionRegistry;
  readonly logGroups: readonly LogGroup[];
  readonly automations: readonly AnyAutomationDef[];
  readonly #automations = new Map<string, AnyAutomationDef>();
  /** The plugin each action type belongs to (the core's own actions have none). */
  readonly #owners = new Map<string, AnyEnginePlugin>();

  constructor(plugins: readonly AnyEnginePlugin[], automations: readonly AnyAutomationDef[] = []) {
    const keys = new Set<string>(CORE_STATE_KEYS);
    for (const plugin of plugins) {
      if (keys.has(plugin.key))
        throw new Error(`two plugins (or the core) use the key "${plugin.key}"`);
      keys.add(plugin.key);
      if (plugin.initial && plugin.project === undefined)
        throw new Error(`plugin "${plugin.key}" has state but does not say who may see it`);
    }
    for (const plugin of plugins)
      for (const used of plugin.uses ?? [])
        if (!plugins.some((p) => p.key === used && p.api))
          throw new Error(`plugin "${plugin.key}" uses the API of "${used}", which has none`);
    this.plugins = plugins;
    this.registry = new ActionRegistry().register(
      ...coreActionModules,
      ...plugins.flatMap((p) => p.actions ?? []),
    );
    for (const plugin of plugins)
      for (const module of plugin.actions ?? []) this.#owners.set(module.type, plugin);
    const groups = plugins.flatMap((p) => p.logGroups ?? []);
    this.logGroups = [...groups, ...CORE_LOG_GROUPS];
    for (const automation of automations) {
      if (this.#automations.has(automation.kind))
        throw new Error(`the phase-start automation "${automation.kind}" is declared twice`);
      this.#automations.set(automation.kind, automation);
    }
    this.automations = automations;
  }

  /** The plugin that declares an action type; undefined for the core's own. */
  ownerOf(type: string): AnyEnginePlugin | undefined {
    return this.#owners.get(type);
  }

  /** The API a plugin offers other plugins (see feature-apis.ts). */
  apiOf(key: string): AnyEnginePlugin['api'] {
    return this.plugins.find((p) => p.key === key)?.api;
  }

  /** The plugins that keep a slice of the state. */
  get statePlugins(): readonly AnyEnginePlugin[] {
    return this.plugins.filter((p) => p.initial !== undefined);
  }

  /**
   * The state before entry 1: the generators seeded (the secret one only when the header has
   * its seed), then each plugin's slice in list order (a plugin that shuffles at the start
   * moves a generator on for the next).
   */
  initialState(header: SessionHeader): SessionState {
    let rng = seedRng(header.seed);
    let secretRng = header.secretSeed === undefined ? undefined : seedRng(header.secretSeed);
    const slices: Record<string, unknown> = {};
    for (const plugin of this.plugins) {
      if (!plugin.initial) continue;
      const initial = plugin.initial({ header, rng, ...(secretRng ? { secretRng } : {}) });
      slices[plugin.key] = initial.state;
      rng = initial.rng ?? rng;
      secretRng = initial.secretRng ?? secretRng;
    }
    return {
      seq: 0,
      // Entries stamped before the session was created (a clock set back) count as its creation.
      lastAt: header.createdAt,
      status: 'running',
      endedAt: null,
      rng,
      ...(secretRng ? { secretRng } : {}),
      ...slices,
    } as SessionState;
  }

  /**
   * A state saved before a plugin existed, with that plugin's starting slice added; null when
   * that slice would draw from the generator (only a replay of the log gives the same draws).
   */
  completeState(state: SessionState, header: SessionHeader): SessionState | null {
    const missing = this.plugins.filter((p) => p.initial && !(p.key in state));
    if (missing.length === 0) return state;
    const slices: Record<string, unknown> = {};
    for (const plugin of missing) {
      const initial = plugin.initial!({
        header,
        rng: state.rng,
        ...(state.secretRng ? { secretRng: state.secretRng } : {}),
      });
      if (initial.rng || initial.secretRng) return null;
      slices[plugin.key] = initial.state;
    }
    return { ...state, ...slices } as SessionState;
  }

  /**
   * The actions a phase-start automation runs. A kind no plugin runs becomes a note in the
   * log rather than a clock that cannot move on.
   */
  automationActions = (automation: Automation): Action[] => {
    const declared = this.#automations.get(automation.kind);
    if (declared) return declared.run(automation);
    return [
      {
        type: 'session.note',
        text: `Skipped automation "${automation.kind}": nothing in this version of Lodestar runs it`,
      },
    ];
  };

  /** What every plugin does when the clock enters a phase, in the plugins' order. */
  phaseStartActions = (state: SessionState, header: SessionHeader): Action[] =>
    this.plugins.flatMap((plugin) => plugin.onPhaseStart?.(state, header) ?? []);

  /** What every plugin logs after an undoable action, given the state it left. */
  afterActionActions = (state: SessionState, header: SessionHeader): Action[] =>
    this.plugins.flatMap((plugin) => plugin.afterAction?.(state, header) ?? []);

  automationKinds(): string[] {
    return [...this.#automations.keys()];
  }
}
