import {
  cardSheetLayout,
  CardLayoutError,
  type CardPaperId,
} from '../../cards/card-sheet-layout.ts';
import {
  CARD_SIZES,
  parseCardSize,
  type CardSize,
  type CardSizeId,
} from '../../cards/card-sizes.ts';
import { cardRun, printCards } from '../../cards/cards-pdf.ts';
import { slugify } from '../../../../scenarios/format/slug.ts';
import type { DeckDef } from '../../draws-format.ts';

export type SizeChoice = CardSizeId | 'custom';

/**
 * The Print cards dialog's choices (which decks, card size, sheet, bleed, backs) and what
 * they make: how many cards on how many sheets, and the PDF.
 */
export class PrintCardsForm {
  deck = $state<string>('all');
  size = $state<SizeChoice>('poker');
  customWidth = $state(63);
  customHeight = $state(88);
  paper = $state<CardPaperId>('a4');
  bleedMm = $state(0);
  backs = $state(false);

  constructor(
    private readonly decks: () => readonly DeckDef[],
    start: string | null = null,
  ) {
    if (start) this.deck = start;
  }

  chosenDecks(): DeckDef[] {
    const all = this.decks();
    return this.deck === 'all' ? [...all] : all.filter((d) => d.id === this.deck);
  }

  cardSize(): CardSize | null {
    if (this.size !== 'custom') return CARD_SIZES[this.size];
    return parseCardSize(`${this.customWidth}x${this.customHeight}mm`);
  }

  /** "27 cards on 3 sheets, 9 a sheet", or why they cannot be printed. */
  readonly plan = $derived.by((): { ok: true; text: string } | { ok: false; problem: string } => {
    const size = this.cardSize();
    if (!size) return { ok: false, problem: 'A card must be 20 to 300 mm each way.' };
    try {
      const layout = cardSheetLayout(size, this.paper, this.bleedMm);
      const cards = cardRun(this.chosenDecks()).length;
      if (cards === 0) return { ok: false, problem: 'No cards to print: the deck holds none.' };
      const perSheet = layout.slots.length;
      const sheets = Math.ceil(cards / perSheet);
      const pages = sheets * (this.backs ? 2 : 1);
      return {
        ok: true,
        text: `${cards} card${cards === 1 ? '' : 's'} on ${sheets} sheet${sheets === 1 ? '' : 's'} (${perSheet} a sheet, ${pages} page${pages === 1 ? '' : 's'}${this.backs ? ' with backs' : ''})`,
      };
    } catch (error) {
      if (error instanceof CardLayoutError)
        return {
          ok: false,
          problem: `${error.message[0]?.toUpperCase()}${error.message.slice(1)}.`,
        };
      throw error;
    }
  });

  fileName(): string {
    const decks = this.chosenDecks();
    const one = decks.length === 1 ? decks[0] : undefined;
    return one ? `${slugify(one.name, one.id)}-cards.pdf` : 'cards.pdf';
  }

  async make(): Promise<{
    name: string;
    data: Uint8Array<ArrayBuffer>;
    warnings: readonly string[];
  }> {
    const size = this.cardSize();
    if (!size) throw new Error('a card must be 20 to 300 mm each way');
    const printed = await printCards(this.chosenDecks(), {
      size,
      paper: this.paper,
      bleedMm: this.bleedMm,
      backs: this.backs,
    });
    return {
      name: this.fileName(),
      data: printed.bytes as Uint8Array<ArrayBuffer>,
      warnings: printed.warnings,
    };
  }
}
