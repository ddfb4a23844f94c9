import { contextFor } from '../../session/history.ts';
/**
 * Draw figures: a shuffle and a draw on a 10,000-card deck through the real action modules,
 * and exact dice distributions. Each is the median (and 95th percentile) of many runs after
 * a warm-up.
 */
import { performance } from 'node:perf_hooks';
import { deckDrawModule, deckShuffleModule } from '../../features/draws/decks/deck-actions.ts';
import { exactDistribution, parseDice } from '../../features/draws/dice/index.ts';
import { lodestarSession } from '../../features/index.ts';
import { SessionEngine } from '../../session/engine.ts';
import { createHeader } from '../../session/session-header.ts';
import type { ApplyContext, SessionState } from '../../session/types.ts';
import { scenarioSchema } from '../../scenarios/format/schema.ts';

export interface DrawBenchTools {
  report(figure: { name: string; ms: number | null; targetMs: number; note?: string }): void;
  median(values: number[]): number;
}

const RUNS = 200;
const WARM_UP = 20;

function percentile95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}

function time(run: () => void, runs = RUNS): number[] {
  for (let i = 0; i < WARM_UP; i++) run();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run();
    out.push(performance.now() - start);
  }
  return out;
}

function bigDeckSession(): { engine: SessionEngine; ctx: ApplyContext; state: SessionState } {
  const scenario = scenarioSchema.parse({
    schemaVersion: 1,
    meta: { title: 'Big deck', players: { min: 1, max: 4 }, durationMinutes: 60 },
    decks: [
      {
        id: 'big',
        name: 'Big deck',
        cards: Array.from({ length: 100 }, (_, i) => ({
          id: `card-${i}`,
          title: `Card ${i}`,
          copies: 100,
        })),
      },
    ],
    schedule: { blocks: [{ id: 'main', phases: [{ id: 'play', name: 'Play', minutes: 10 }] }] },
  });
  const header = createHeader({
    id: 'bench',
    title: 'Bench',
    scenarioId: null,
    scenario,
    seed: 'bench',
    createdAt: 0,
    createdBy: 'bench',
    utcOffsetMinutes: 0,
  });
  const engine = SessionEngine.start(header, lodestarSession);
  return {
    engine,
    ctx: contextFor(lodestarSession, 'deck.draw', {
      header,
      seq: 1,
      at: 1,
      by: 'bench',
    }),
    state: engine.state,
  };
}

export async function benchDraws(tools: DrawBenchTools): Promise<void> {
  const { engine, ctx, state } = bigDeckSession();
  if (state.draws.decks.big?.piles.draw?.length !== 10_000)
    throw new Error('the bench deck is not 10,000 cards');
  const shuffleThenDraw = () => {
    const shuffled = deckShuffleModule.apply(
      state,
      { type: 'deck.shuffle', deck: 'big' },
      ctx,
    ).state;
    deckDrawModule.apply(
      shuffled,
      { type: 'deck.draw', deck: 'big', count: 1, from: 'draw', position: 'top', to: 'play' },
      ctx,
    );
  };
  const pure = time(shuffleThenDraw);
  tools.report({
    name: 'shuffle + draw, 10,000-card deck',
    ms: tools.median(pure),
    targetMs: 5,
    note: `(p95 ${percentile95(pure).toFixed(2)} ms; the two actions' reducers)`,
  });
  // The same through the engine, as the host does it: validation, hashing, history.
  const logged = time(() => {
    engine.propose({ type: 'deck.shuffle', deck: 'big' }, { at: 1, by: 'bench' });
    engine.propose({ type: 'deck.draw', deck: 'big' }, { at: 1, by: 'bench' });
  }, 50);
  tools.report({
    name: 'shuffle + draw, 10,000-card deck, logged',
    ms: tools.median(logged),
    targetMs: 50,
    note: `(p95 ${percentile95(logged).toFixed(2)} ms; validation, hash chain and undo step included)`,
  });

  for (const [expression, targetMs] of [
    ['10d6', 5],
    ['4d6kh3', 20],
    ['3d6', 5],
    ['10d10kh3', 20],
    ['6d10>=8', 5],
  ] as const) {
    const parsed = parseDice(expression);
    if (!parsed.ok) throw new Error(parsed.error);
    const runs = time(() => {
      if (!exactDistribution(parsed.expr))
        throw new Error(`${expression} has no exact distribution`);
    });
    tools.report({
      name: `exact distribution of ${expression}`,
      ms: tools.median(runs),
      targetMs,
      note: `(p95 ${percentile95(runs).toFixed(2)} ms)`,
    });
  }
}
