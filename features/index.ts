import type { coreActionModules } from '../session/core-actions.ts';
import type { ActionInputOf, ActionOf } from '../session/define-action.ts';
import type { AnyAutomationDef } from '../session/automation.ts';
import type { AnyEnginePlugin, ModulesOf, StatesOf } from '../session/plugin.ts';
import { SessionDefinition } from '../session/session-definition.ts';
import { automationsOf, pluginsOf } from './compose.ts';
import type { PluginStates } from '../session/state.ts';
import { provideAutomationKinds } from './clock/schedule-format.ts';
import { adjudicationFeature } from './adjudication/feature.ts';
import { announcementsFeature } from './announcements/feature.ts';
import { chartsFeature } from './charts/feature.ts';
import { clockFeature } from './clock/feature.ts';
import { contestsFeature } from './contests/feature.ts';
import { drawsFeature } from './draws/feature.ts';
import { endingsFeature } from './endings/feature.ts';
import { eventsFeature } from './events/feature.ts';
import { galaxyFeature } from './galaxy/feature.ts';
import { heldDiceFeature } from './held-dice/feature.ts';
import { initiativeFeature } from './initiative/feature.ts';
import { mapsFeature } from './maps/feature.ts';
import { picksFeature } from './picks/feature.ts';
import { secretsFeature } from './secrets/feature.ts';
import { setupFeature } from './setup/feature.ts';
import { teamsFeature } from './teams/feature.ts';

/**
 * Every feature of Lodestar, by its manifest. Everything that spans features is derived from
 * this list: the session's plugins (their slices start in this order, so the draws shuffle
 * their decks first and the generator moves on as it always has), the action union, the
 * scenario format's sections, the schedule's automation kinds and what screens show. Adding a
 * mechanic is its folder and one line here (docs/architecture/add-a-mechanic.md).
 */
export const features = [
  clockFeature,
  announcementsFeature,
  picksFeature,
  drawsFeature,
  teamsFeature,
  eventsFeature,
  secretsFeature,
  contestsFeature,
  setupFeature,
  galaxyFeature,
  mapsFeature,
  adjudicationFeature,
  endingsFeature,
  heldDiceFeature,
  chartsFeature,
  initiativeFeature,
] as const;

type AllFeatures = (typeof features)[number];
type AllPlugins = AllFeatures['plugins'][number];

/** Every engine plugin of a live session, in the order their slices start. */
export const engines: readonly AnyEnginePlugin[] = pluginsOf(features);

/** Every phase-start automation kind, as the features declare them. */
export const automationKinds: readonly AnyAutomationDef[] = automationsOf(features);

// The schedule accepts exactly the kinds declared here.
provideAutomationKinds(automationKinds.map((a) => a.schema));

/** The live session Lodestar runs: the core and every feature's plugins and automations. */
export const lodestarSession = new SessionDefinition(engines, automationKinds);

/** Every action a session accepts, as applied (defaults filled in). */
export type SessionAction = ActionOf<AllModules>;

/**
 * An action as a console sends it: `act({ type: 'deck.draw', deck: 'events' })`. A wrong type
 * or field is a compile error; the host still validates everything it receives.
 */
export type ActionRequest = AllModules extends infer M
  ? M extends unknown
    ? ActionInputOf<M>
    : never
  : never;

/** An action request of one type. */
export type ActionRequestOf<T extends ActionRequest['type']> = Extract<ActionRequest, { type: T }>;

type AllModules = ModulesOf<AllPlugins> | (typeof coreActionModules)[number];

// The slices the plugins declare by declaration merging must be exactly those of this list.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const slicesMatchTheList: Exactly<StatesOf<AllPlugins>, PluginStates> = true;
void slicesMatchTheList;
