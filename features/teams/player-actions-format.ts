import { z } from 'zod';

/**
 * What a team may do itself, from its own screen (a phone, a tablet at its table), in a
 * scenario that allows it. Each kind is off unless the scenario turns it on: everything else
 * stays Control's.
 */

export const PLAYER_ACTION_KINDS = ['pledge', 'vote', 'bid', 'draft', 'cards'] as const;
export type PlayerActionKind = (typeof PLAYER_ACTION_KINDS)[number];

/** The kind in the words a refusal uses ("this scenario lets no team … from its screen"). */
export const PLAYER_ACTION_WORDS: Record<PlayerActionKind, string> = {
  pledge: 'pledge to an event box',
  vote: 'vote',
  bid: 'bid in an auction',
  draft: 'pick in a draft',
  cards: 'play or pass a card from its hand',
};

const kindFlag = (what: string) =>
  z.boolean().default(false).describe(`A team may ${what} from its own screen.`);

export const playerActionsSchema = z
  .strictObject({
    pledge: kindFlag(PLAYER_ACTION_WORDS.pledge),
    vote: kindFlag(PLAYER_ACTION_WORDS.vote),
    bid: kindFlag(PLAYER_ACTION_WORDS.bid),
    draft: kindFlag(PLAYER_ACTION_WORDS.draft),
    cards: kindFlag(PLAYER_ACTION_WORDS.cards),
    perMinute: z
      .number()
      .int()
      .min(1)
      .max(600)
      .default(20)
      .describe('How many actions one team may send from its screens in a minute.'),
  })
  .prefault({})
  .describe('What teams may do from their own screens; all off unless turned on.');

export type PlayerActions = z.output<typeof playerActionsSchema>;

export function playerActionsAllowed(settings: PlayerActions | undefined): PlayerActionKind[] {
  return PLAYER_ACTION_KINDS.filter((kind) => settings?.[kind] === true);
}
