import { adjudicationPlugin } from './adjudication/plugin.ts';
import { announcementsPlugin } from './announcements/plugin.ts';
import { clockPlugin, timersPlugin } from './clock/plugin.ts';
import { contestsPlugin } from './contests/plugin.ts';
import { drawsPlugin } from './draws/plugin.ts';
import { endingsPlugin } from './endings/plugin.ts';
import { eventsPlugin } from './events/plugin.ts';
import { heldDicePlugin } from './held-dice/plugin.ts';
import { galaxyPlugin } from './galaxy/plugin.ts';
import { mapsPlugin } from './maps/plugin.ts';
import { picksPlugin } from './picks/plugin.ts';
import { secretsPlugin } from './secrets/plugin.ts';
import type { coreActionModules } from '../session/core-actions.ts';
import type { ActionInputOf, ActionOf } from '../session/define-action.ts';
import type { ModulesOf, StatesOf } from '../session/plugin.ts';
import { SessionDefinition } from '../session/session-definition.ts';
import type { PluginStates } from '../session/state.ts';
import { setupPlugin } from './setup/plugin.ts';
import { rosterPlugin, trackersPlugin } from './teams/plugin.ts';

/**
 * Every engine plugin of a live session, in the order their slices start (the draws shuffle
 * their decks first, so the generator moves on as it always has). Adding a mechanic is a
 * folder with its plugin and one line here.
 */
export const engines = [
  clockPlugin,
  timersPlugin,
  announcementsPlugin,
  picksPlugin,
  drawsPlugin,
  rosterPlugin,
  trackersPlugin,
  eventsPlugin,
  secretsPlugin,
  contestsPlugin,
  setupPlugin,
  galaxyPlugin,
  mapsPlugin,
  adjudicationPlugin,
  endingsPlugin,
  heldDicePlugin,
] as const;

/** The live session Lodestar runs: the core and every plugin above. */
export const lodestarSession = new SessionDefinition(engines);

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

type AllModules = ModulesOf<typeof engines> | (typeof coreActionModules)[number];

// The slices the plugins declare by declaration merging must be exactly those of this list.
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const slicesMatchTheList: Exactly<StatesOf<typeof engines>, PluginStates> = true;
void slicesMatchTheList;
