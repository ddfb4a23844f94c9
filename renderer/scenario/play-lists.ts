import type { Scenario } from '../../scenarios/format/schema.ts';
import type { DrawListEntry } from '../../features/draws/ui/scenario/draw-lists.ts';

/**
 * Trackers, event boxes, contests, secret roles and the guided setup as the scenario page
 * lists them (read-only: they are edited in the scenario file).
 */

const range = (min: number | null, max: number | null) =>
  min === null && max === null ? '' : ` ${min ?? '−∞'}…${max ?? '∞'}`;

export function trackerEntries(scenario: Scenario): DrawListEntry[] {
  const scope = { global: 'game-wide', team: 'per team', player: 'per player' } as const;
  return [
    ...scenario.trackers.map((t) => ({
      id: t.id,
      name: t.name,
      description: [
        `${scope[t.scope]}${t.group ? ` · ${t.group}` : ''}${range(t.min, t.max)}, starts at ${t.start}`,
        t.public ? 'on the display' : '',
        t.bands.length ? `${t.bands.length} bands` : '',
      ]
        .filter(Boolean)
        .join(' · '),
    })),
    ...scenario.productions.map((p) => ({
      id: `production:${p.id}`,
      name: p.name,
      description: p.text || 'production step',
    })),
  ];
}

export function eventBoxEntries(scenario: Scenario): DrawListEntry[] {
  return scenario.eventBoxes.map((r) => {
    const deck = scenario.decks.find((d) => d.id === r.deck);
    const events = deck?.cards.filter((c) => c.event).length ?? 0;
    const items = r.items.map(
      (i) => `${i.name}${i.returned ? ' (returned)' : ''}${i.sabotage ? ' (sabotage)' : ''}`,
    );
    return {
      id: r.id,
      name: r.name,
      description: `${deck?.name ?? r.deck}: ${events} events with costs · at most ${r.limit} open per team · items ${items.join(', ') || 'none'}`,
    };
  });
}

export function contestEntries(scenario: Scenario): DrawListEntry[] {
  return [
    ...scenario.votes.map((v) => ({
      id: `vote:${v.id}`,
      name: v.name,
      description: `vote · tie: ${v.tie}${v.secret ? ' · secret' : ''}`,
    })),
    ...scenario.committees.map((c) => ({
      id: `committee:${c.id}`,
      name: c.name,
      description: `committee · ${c.options.length} options`,
    })),
    ...scenario.auctions.map((a) => ({
      id: `auction:${a.id}`,
      name: a.name,
      description: `${a.kind} auction · settles ${a.settle}`,
    })),
    ...scenario.awards.map((a) => ({
      id: `award:${a.id}`,
      name: a.name,
      description: `award by rank: ${a.top}/${a.upper}/${a.lower}`,
    })),
  ];
}

export function secretRoleEntries(scenario: Scenario): DrawListEntry[] {
  return scenario.secretRoles.map((r) => ({
    id: r.id,
    name: r.name,
    description: `${r.count} drawn at random; everyone else: ${r.others}`,
  }));
}

export function setupEntries(scenario: Scenario): DrawListEntry[] {
  return scenario.setup.map((step, i) => ({
    id: step.id,
    name: `${i + 1}. ${step.name}`,
    description: step.kind,
  }));
}

/**
 * The schedule's phases, one line each: how long each lasts (or that it is untimed), how many
 * times its block repeats, and the designer's notes (a length the source did not give).
 */
export function scheduleEntries(scenario: Scenario): DrawListEntry[] {
  return scenario.schedule.blocks.flatMap((block) =>
    block.phases.map((phase) => ({
      id: `${block.id}/${phase.id}`,
      name: phase.name,
      description: [
        phase.untimed
          ? `untimed${phase.minutes === undefined ? '' : `, usually ${phase.minutes} min`}`
          : `${phase.minutes} min`,
        block.repeat > 1 ? `${block.label} × ${block.repeat}` : '',
        phase.assumed ? 'assumed length: the source did not say' : '',
      ]
        .filter(Boolean)
        .join(' · '),
    })),
  );
}
