import { parseScenarioValue } from '../format/parse.ts';
import { formatProblems } from '../format/problems.ts';
import { scenarioSchema, type Scenario } from '../format/schema.ts';
import aquilaRift from './aquila-rift.lodestar.json' with { type: 'json' };
import duelOfIron from './duel-of-iron.lodestar.json' with { type: 'json' };
import europeAtWar from './europe-at-war.lodestar.json' with { type: 'json' };
import freeCaptainSolo from './free-captain-solo.lodestar.json' with { type: 'json' };
import navalDuel from './naval-duel.lodestar.json' with { type: 'json' };
import rifleAndAxe from './rifle-and-axe.lodestar.json' with { type: 'json' };
import soSayWeAll from './so-say-we-all.lodestar.json' with { type: 'json' };
import ti3Patch from './ti3-patch.lodestar.json' with { type: 'json' };
import ti4Galaxy from './ti4-galaxy.lodestar.json' with { type: 'json' };

export interface BundledScenario {
  /** Stable across releases: the library uses it to offer (and re-offer) the sample. */
  readonly id: string;
  /** Checked and parsed on first read. */
  readonly scenario: Scenario;
}

/**
 * Bundled files go through the same loader as a user's file; a bad one is a build bug. Each is
 * checked on first use, not when this module loads: the checks of all of them cost a few
 * hundred milliseconds that `lodestar serve` would otherwise spend before it answers.
 */
function load(id: string, raw: unknown): BundledScenario {
  let scenario: Scenario | null = null;
  return Object.freeze({
    id,
    get scenario(): Scenario {
      if (scenario) return scenario;
      const result = parseScenarioValue(raw);
      if (!result.ok) {
        throw new Error(
          `bundled scenario "${id}" (scenarios/library/${id}.lodestar.json) is invalid:\n${formatProblems(result.problems)}`,
        );
      }
      scenario = result.scenario;
      return scenario;
    },
  });
}

/** The sample scenarios shipped with Lodestar, in the order the library lists them. */
export const bundledScenarios: readonly BundledScenario[] = Object.freeze([
  load('so-say-we-all', soSayWeAll),
  load('aquila-rift', aquilaRift),
  load('ti3-patch', ti3Patch),
  load('ti4-galaxy', ti4Galaxy),
  load('europe-at-war', europeAtWar),
  load('free-captain-solo', freeCaptainSolo),
  load('rifle-and-axe', rifleAndAxe),
  load('naval-duel', navalDuel),
  load('duel-of-iron', duelOfIron),
]);

/** What a new scenario starts with: a megagame-sized player range and a four-hour event. */
const BLANK_PLAYERS = { min: 10, max: 40 };
const BLANK_DURATION_MINUTES = 240;
const UNTITLED = 'Untitled scenario';
const TITLE_MAX = 200;

/** A valid scenario with nothing in it but a title (blank titles become "Untitled scenario"). */
export function blankScenario(title: string): Scenario {
  const trimmed = title.trim().slice(0, TITLE_MAX).trim();
  return scenarioSchema.parse({
    schemaVersion: 1,
    meta: {
      title: trimmed === '' ? UNTITLED : trimmed,
      players: { ...BLANK_PLAYERS },
      durationMinutes: BLANK_DURATION_MINUTES,
    },
  });
}
