import { render } from '@testing-library/svelte';
import type { Component } from 'svelte';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import type { Action, SessionState } from '../../../session/types.ts';
import type { Recorder } from '../../unit/session/session-fixtures.ts';

/** The props every console tab takes. */
export interface SessionViewProps {
  scenario: Scenario;
  session: SessionState;
  disabled: boolean;
  onact: (action: Action) => Promise<boolean>;
}

/**
 * Renders a console tab over a recorded session: every action the view sends is recorded and
 * applied to the session, and the view re-renders with the new state, as the console does.
 */
export function renderSessionView(view: Component<SessionViewProps>, r: Recorder) {
  const sent: Action[] = [];
  const props = (): SessionViewProps => ({
    scenario: r.engine.header.scenario,
    session: r.engine.state,
    disabled: false,
    onact,
  });
  async function onact(action: Action) {
    sent.push(action);
    r.act(action);
    await rendered.rerender(props());
    return true;
  }
  const rendered = render(view, { props: props() });
  return { sent, refresh: () => rendered.rerender(props()) };
}
