import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { sortSessions } from '../../renderer/sessions/sessions-store.svelte.ts';
import { defaultSessionTitle } from '../../renderer/sessions/session-title.ts';
import type { SessionSummary } from '../../host/channels.ts';
import { scheduleSchema } from '../../features/clock/schedule-format.ts';
import { ConsoleFakeHost } from './console-fake-host.ts';
import { openLibrary, sampleLibrary } from './support/app.ts';

const sessionCards = () => screen.queryAllByTestId('session-card');
const cardFor = (id: string) =>
  sessionCards().find((card) => card.dataset.sessionId === id) as HTMLElement;

/** The sample library with two sessions: one running (its clock started), one ended. */
function libraryWithSessions() {
  const backend = sampleLibrary();
  const stored = backend.scenarios.get('so-say-we-all');
  if (!stored) throw new Error('the sample library has So Say We All');
  const schedule = scheduleSchema.parse({
    blocks: [{ id: 'turn', repeat: 8, phases: [{ id: 'play', name: 'Play', minutes: 35 }] }],
  });
  backend.add('so-say-we-all', { ...stored.scenario, schedule }, stored.modifiedAt);
  const host = new ConsoleFakeHost(backend);
  const running = host.start('so-say-we-all', { title: 'Saturday game' });
  host.actElsewhere(running, { type: 'clock.start' });
  const ended = host.start('aquila-rift', { title: 'Rehearsal' });
  host.actElsewhere(ended, { type: 'session.end' });
  return { backend, host, running, ended };
}

describe('sessions in the library', () => {
  it('lists each session with its scenario, position, status and last activity', async () => {
    const { backend, running, ended } = libraryWithSessions();
    await openLibrary(backend);
    await waitFor(() => expect(sessionCards()).toHaveLength(2));

    // Running sessions come first.
    expect(sessionCards().map((card) => card.dataset.sessionId)).toEqual([running, ended]);
    const live = cardFor(running);
    expect(within(live).getByRole('heading').textContent).toBe('Saturday game');
    expect(live.textContent).toContain('So Say We All');
    expect(within(live).getByTestId('session-status').textContent).toBe('Running');
    expect(within(live).getByTestId('session-position').textContent).toBe('Turn 1 · Play');
    expect(live.textContent).toMatch(/Last activity just now/);
    expect(within(live).getByTestId('resume-session').textContent).toBe('Resume');

    const done = cardFor(ended);
    expect(within(done).getByTestId('session-status').textContent).toBe('Ended');
    expect(done.textContent).toContain('Aquila Rift');
    expect(within(done).queryByTestId('end-session-card')).toBeNull();
  });

  it('does not show the section when there are no sessions', async () => {
    await openLibrary(sampleLibrary());
    expect(screen.queryByTestId('sessions-section')).toBeNull();
  });

  it('resumes a session in its console', async () => {
    const { backend, running } = libraryWithSessions();
    await openLibrary(backend);
    await waitFor(() => expect(sessionCards()).toHaveLength(2));
    await fireEvent.click(within(cardFor(running)).getByTestId('resume-session'));
    await waitFor(() => expect(document.body.dataset.ready).toBe('console'));
    expect(window.location.hash).toBe(`#/session/${running}`);
    expect(screen.getByTestId('console-title').textContent).toBe('Saturday game');
  });

  it('ends a running session after asking', async () => {
    const { backend, running } = libraryWithSessions();
    await openLibrary(backend);
    await waitFor(() => expect(sessionCards()).toHaveLength(2));
    await fireEvent.click(within(cardFor(running)).getByTestId('end-session-card'));
    const dialog = screen.getByTestId('confirm-end-session-dialog');
    expect(dialog.textContent).toContain('Saturday game');
    await fireEvent.click(within(dialog).getByTestId('confirm-button'));
    await waitFor(() =>
      expect(within(cardFor(running)).getByTestId('session-status').textContent).toBe('Ended'),
    );
    const ends = backend.callsOf('session.act').filter((c) => c.id === running);
    expect(ends).toEqual([{ id: running, by: 'Control', action: { type: 'session.end' } }]);
  });

  it('archives a session out of the list, and shows it again on request', async () => {
    const { backend, ended } = libraryWithSessions();
    await openLibrary(backend);
    await waitFor(() => expect(sessionCards()).toHaveLength(2));
    expect(screen.queryByTestId('show-archived')).toBeNull();

    await fireEvent.click(within(cardFor(ended)).getByTestId('archive-session'));
    await waitFor(() => expect(sessionCards()).toHaveLength(1));
    expect(backend.callsOf('session.archive')).toEqual([{ id: ended, archived: true }]);

    await fireEvent.click(screen.getByTestId('show-archived'));
    expect(sessionCards()).toHaveLength(2);
    const archived = cardFor(ended);
    expect(archived.textContent).toContain('archived');
    await fireEvent.click(within(archived).getByTestId('archive-session'));
    await waitFor(() => expect(screen.queryByTestId('show-archived')).toBeNull());
    expect(backend.callsOf('session.archive').at(-1)).toEqual({ id: ended, archived: false });
  });

  it('refreshes when a session starts elsewhere', async () => {
    const { backend, host } = libraryWithSessions();
    await openLibrary(backend);
    await waitFor(() => expect(sessionCards()).toHaveLength(2));
    const id = host.start('aquila-rift', { title: 'Sunday game' });
    backend.emit('sessions.changed', { reason: `created ${id}` });
    await waitFor(() => expect(sessionCards()).toHaveLength(3));
  });

  it('says which session files could not be opened', async () => {
    const { backend, host } = libraryWithSessions();
    const list = host.handlers['session.list'];
    backend.sessionHandlers = {
      ...host.handlers,
      'session.list': async (request, connection) => ({
        ...(await list(request, connection)),
        problems: [{ fileName: 'broken.session.jsonl', message: 'line 3 is not JSON' }],
      }),
    };
    await openLibrary(backend);
    const problems = await screen.findByTestId('session-problems');
    expect(problems.textContent).toContain('broken.session.jsonl');
    expect(problems.textContent).toContain('line 3 is not JSON');
  });
});

describe('session helpers', () => {
  const summary = (id: string, status: 'running' | 'ended', lastAt: number): SessionSummary => ({
    id,
    fileName: `${id}.session.jsonl`,
    title: id,
    scenarioId: null,
    createdAt: 0,
    createdBy: 'Control',
    status,
    clockStatus: 'running',
    position: 'Turn 1 · One',
    seq: 1,
    lastAt,
    archived: false,
  });

  it('sorts running sessions first, then the most recently active', () => {
    const list = [
      summary('old-ended', 'ended', 1),
      summary('new-ended', 'ended', 9),
      summary('old-running', 'running', 2),
      summary('new-running', 'running', 5),
    ];
    expect(sortSessions(list).map((s) => s.id)).toEqual([
      'new-running',
      'old-running',
      'new-ended',
      'old-ended',
    ]);
  });

  it('titles a new session after its scenario and the day', () => {
    const title = defaultSessionTitle('Aquila Rift', new Date(2026, 2, 14), 'en-GB');
    expect(title).toBe('Aquila Rift — 14 Mar 2026');
  });
});
