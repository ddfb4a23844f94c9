import type { Backend } from '../backend/backend.ts';

/** How a try-out session's title starts: the library and the next try-out know it by this. */
export const TRY_OUT_PREFIX = 'Try-out: ';

export function tryOutTitle(scenarioTitle: string): string {
  return `${TRY_OUT_PREFIX}${scenarioTitle.trim() || 'untitled scenario'}`.slice(0, 200);
}

/**
 * Starts a throwaway session of a scenario as saved, to check a rule in the console. Earlier
 * try-outs of the same scenario go to the archive (nothing is deleted), so trying a rule ten
 * times leaves one session in the list, not ten.
 */
export async function startTryOut(
  backend: Backend,
  scenario: { id: string; title: string },
  facilitator: string,
): Promise<string> {
  const { sessions } = await backend.call('session.list', {});
  for (const s of sessions) {
    if (s.scenarioId === scenario.id && !s.archived && s.title.startsWith(TRY_OUT_PREFIX))
      await backend.call('session.archive', { id: s.id, archived: true });
  }
  const summary = await backend.call('session.create', {
    scenarioId: scenario.id,
    facilitator,
    title: tryOutTitle(scenario.title),
  });
  return summary.id;
}
