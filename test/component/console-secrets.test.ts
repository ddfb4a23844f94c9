import { cleanup, fireEvent, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSessionView } from './support/session-view.ts';
import SecretsView from '../../features/secrets/ui/SecretsView.svelte';
import { INFILTRATOR, secretsRecorder } from '../unit/secrets/secrets-fixtures.ts';

afterEach(() => cleanup());

const renderSecrets = (r: ReturnType<typeof secretsRecorder>) => renderSessionView(SecretsView, r);

/** Everything about any allegiance that could show on the page. */
const SECRET_WORDS = [
  INFILTRATOR.name,
  INFILTRATOR.briefing,
  INFILTRATOR.others,
  INFILTRATOR.othersBriefing,
];
const pageText = () => document.body.textContent ?? '';

describe('the secret roles view', () => {
  it('draws a role, shows only its seal, and lists holders only when asked', async () => {
    const r = secretsRecorder();
    const { sent } = renderSecrets(r);
    expect(screen.getByTestId('private-reveal')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('reveal-blocked').textContent).toContain('Draw Infiltrator first');
    await fireEvent.click(screen.getByTestId('secret-assign'));
    expect(sent).toEqual([{ type: 'secret.assign', role: 'infiltrator' }]);
    const assignment = r.engine.state.secrets.assignments['infiltrator']!;
    expect(screen.getByTestId('secret-seal').textContent).toBe(`${assignment.seal.slice(0, 8)}…`);
    expect(screen.getByTestId('secret-assign')).toHaveProperty('disabled', true);
    const names = assignment.players.map(
      (id) => r.engine.state.roster.players.find((p) => p.id === id)!.name,
    );
    expect(screen.queryByTestId('secret-holders')).toBeNull();
    await fireEvent.click(screen.getByTestId('show-assignments'));
    expect(screen.getByTestId('secret-holders').textContent).toContain(names.join(', '));
  });

  it('explains why a role cannot be drawn from a roster too small', () => {
    const r = secretsRecorder('s', {}, [{ ...INFILTRATOR, count: 11 }]);
    renderSecrets(r);
    expect(screen.getByTestId('secret-assign')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('secret-blocked').textContent).toContain(
      'Only 10 eligible players on the roster; 11 needed',
    );
  });

  it('goes round the players: cover, Reveal, Hide, Next; nothing of a role on the page while covered', async () => {
    const r = secretsRecorder();
    r.act({ type: 'secret.assign', role: 'infiltrator' });
    renderSecrets(r);
    await fireEvent.click(screen.getByTestId('show-assignments'));
    await fireEvent.click(screen.getByTestId('private-reveal'));
    const players = r.engine.state.roster.players;
    const holders = r.engine.state.secrets.assignments['infiltrator']!.players;
    for (const [i, player] of players.slice(0, 4).entries()) {
      expect(screen.getByTestId('reveal-name').textContent).toBe(player.name);
      for (const word of SECRET_WORDS) expect(pageText()).not.toContain(word);
      expect(screen.queryByTestId('secrets-view')).toBeNull();
      await fireEvent.click(screen.getByTestId('reveal-show'));
      const shown = screen.getByTestId('reveal-shown');
      const infiltrator = holders.includes(player.id);
      expect(within(shown).getByTestId('reveal-allegiance').textContent).toBe(
        infiltrator ? 'Infiltrator' : 'Human',
      );
      expect(shown.textContent).toContain(
        infiltrator ? INFILTRATOR.briefing : INFILTRATOR.othersBriefing,
      );
      await fireEvent.click(screen.getByTestId('reveal-hide'));
      for (const word of SECRET_WORDS) expect(pageText()).not.toContain(word);
      expect(pageText()).toContain('Hidden.');
      await fireEvent.click(screen.getByTestId('reveal-next'));
      expect(screen.getByTestId('reveal-name').textContent).toBe(players[i + 1]!.name);
    }
    // Pick a player out of turn, then Escape closes with the holders hidden again.
    const last = players.at(-1)!;
    await fireEvent.change(screen.getByTestId('reveal-pick'), { target: { value: last.id } });
    expect(screen.getByTestId('reveal-name').textContent).toBe(last.name);
    await fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTestId('reveal-overlay')).toBeNull();
    expect(screen.getByTestId('secrets-view')).toBeTruthy();
    expect(screen.queryByTestId('secret-holders')).toBeNull();
  });

  it('reveals an allegiance publicly after confirming', async () => {
    const r = secretsRecorder();
    r.act({ type: 'secret.assign', role: 'infiltrator' });
    const { sent } = renderSecrets(r);
    const holder = r.engine.state.secrets.assignments['infiltrator']!.players[0]!;
    const row = screen.getAllByTestId('allegiance-row').find((tr) => tr.dataset.player === holder)!;
    await fireEvent.click(within(row).getByTestId('reveal-public'));
    const dialog = screen.getByTestId('public-reveal-dialog');
    expect(sent).toEqual([]);
    await fireEvent.click(within(dialog).getByTestId('confirm-button'));
    expect(sent).toEqual([{ type: 'secret.reveal', player: holder }]);
    const after = screen
      .getAllByTestId('allegiance-row')
      .find((tr) => tr.dataset.player === holder)!;
    expect(after.textContent).toContain('Infiltrator');
    expect(within(after).queryByTestId('reveal-public')).toBeNull();
  });
});
