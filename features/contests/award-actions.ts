import { z } from 'zod';
import { idSchema } from '../../scenarios/format/primitives.ts';
import { ActionRejected } from '../../session/types.ts';
import { trackerDef } from '../teams/tracker-defs.ts';
import { awardScores } from './award-preview.ts';
import { awardBonuses } from './award.ts';
import { awardDef, outcomeRecord } from './contest-defs.ts';
import { defineAction } from '../../session/define-action.ts';

/** Gives out an award's bonuses to everyone holding its score, as the scores stand. */
export const awardRunModule = defineAction({
  type: 'award.run',
  kind: 'contest',
  schema: z.strictObject({ type: z.literal('award.run'), award: idSchema }),
  apply(state, action, ctx) {
    const scenario = ctx.header.scenario;
    const def = awardDef(scenario, action.award);
    const score = trackerDef(scenario, def.score);
    const scores = awardScores(scenario, def, state);
    if (Object.keys(scores).length === 0)
      throw new ActionRejected(`Nobody on the roster holds ${score.name}`);
    const bonuses = awardBonuses(def, scores);
    const applied = ctx.use('trackers').change(
      state,
      scenario,
      Object.entries(bonuses)
        .filter(([, by]) => by !== 0)
        .map(([holder, by]) => ({ tracker: def.gives, holder, by })),
    );
    return { state: applied.state, outcome: { bonuses } };
  },
  describe(action, outcome, header) {
    const bonuses = outcomeRecord(outcome)['bonuses'];
    const given =
      bonuses && typeof bonuses === 'object'
        ? Object.values(bonuses).filter((n) => n !== 0).length
        : 0;
    return `${header.scenario.awards.find((a) => a.id === action.award)?.name ?? action.award}: bonuses for ${given} player${given === 1 ? '' : 's'}`;
  },
});
