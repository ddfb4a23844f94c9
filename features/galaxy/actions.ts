import { z } from 'zod';
import { idSchema, wholeNumber } from '../../scenarios/format/primitives.ts';
import { dealGalaxy, place } from '../../editor/analysis/deal/index.ts';
import { withGenerator } from '../../random/rng.ts';
import { defineAction } from '../../session/define-action.ts';
import { ActionRejected, type Json, type SessionHeader } from '../../session/types.ts';
import type { SessionState } from '../../session/state.ts';
import { setupStep, teamName } from '../setup/setup-steps.ts';
import { seatsFor } from '../teams/seats-in-play.ts';
import type { GalaxyDealSlot } from './types.ts';
import { draftedHomes } from './drafted-homes.ts';

/**
 * Dealing a galaxy and placing it, as logged actions: the deal shuffles with the session's
 * generator (so replaying the log deals the same hands and undo cannot re-deal), and each
 * placement names who put which tile where; the reducer refuses one the rules forbid.
 */

function slotOf(state: SessionState, step: string): GalaxyDealSlot {
  const slot = state.galaxy.deals[step];
  if (!slot) throw new ActionRejected('No galaxy has been dealt at this step yet');
  return slot;
}

const tileName = (header: SessionHeader, id: string) =>
  header.scenario.tiles.find((t) => t.id === id)?.name ?? id;

export const galaxyDealModule = defineAction({
  type: 'galaxy.deal',
  kind: 'setup',
  schema: z.strictObject({
    type: z.literal('galaxy.deal'),
    step: idSchema,
    template: idSchema,
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const step = setupStep(scenario, action.step, 'galaxy-deal');
    if (!step.templates.includes(action.template))
      throw new ActionRejected(`${step.name} does not deal from "${action.template}"`);
    if (state.galaxy.deals[step.id])
      throw new ActionRejected('The galaxy has already been dealt: undo the deal to deal again');
    const seats = seatsFor('in-play', state.roster, state.roster.teamOrder);
    if (seats.length < 1) throw new ActionRejected('Dealing a galaxy needs at least one team');
    const homes =
      step.homesFrom === undefined
        ? undefined
        : draftedHomes(scenario, state, step.homesFrom, seats);
    const [dealt, rng] = withGenerator(state.rng, (g) =>
      dealGalaxy(scenario, action.template, seats.length, g, homes),
    );
    if (!dealt.ok) throw new ActionRejected(`Cannot deal: ${dealt.problem}`);
    const slot: GalaxyDealSlot = { template: action.template, seats, deal: dealt.state };
    return {
      state: {
        ...state,
        rng,
        galaxy: { ...state.galaxy, deals: { ...state.galaxy.deals, [step.id]: slot } },
      },
      outcome: { hands: dealt.state.hands.map((h) => [...h]) } as Json,
    };
  },
  describe(action, _outcome, header) {
    const template = header.scenario.galaxyTemplates.find((t) => t.id === action.template);
    return `Dealt the galaxy: ${template?.name ?? action.template}`;
  },
});

export const galaxyPlaceModule = defineAction({
  type: 'galaxy.place',
  kind: 'setup',
  schema: z.strictObject({
    type: z.literal('galaxy.place'),
    step: idSchema,
    team: idSchema,
    tile: idSchema,
    place: z.string().min(1).max(40),
    rotation: wholeNumber(0, 5).default(0),
  }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const slot = slotOf(state, action.step);
    const seat = slot.seats.indexOf(action.team) + 1;
    if (seat === 0)
      throw new ActionRejected(`${teamName(scenario, action.team)} holds no seat in this deal`);
    const nameOf = (s: number) => teamName(scenario, slot.seats[s - 1] ?? '');
    const result = place(
      { tiles: scenario.tiles, rules: scenario.mapRules },
      slot.deal,
      { seat, tile: action.tile, place: action.place, rotation: action.rotation },
      nameOf,
    );
    if (!result.ok) throw new ActionRejected(result.reason);
    const next: GalaxyDealSlot = { ...slot, deal: result.state };
    return {
      state: {
        ...state,
        galaxy: { ...state.galaxy, deals: { ...state.galaxy.deals, [action.step]: next } },
      },
    };
  },
  describe: (action, _outcome, header) =>
    `${teamName(header.scenario, action.team)} placed ${tileName(header, action.tile)} on ${action.place}`,
});

export const galaxyActionModules = [galaxyDealModule, galaxyPlaceModule] as const;
