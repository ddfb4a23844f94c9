import type { SessionDefinition } from './session-definition.ts';
import type { History, SessionHeader, SessionState } from './types.ts';

/** The state before entry 1, as the definition's plugins start it. */
export function initialState(header: SessionHeader, definition: SessionDefinition): SessionState {
  return definition.initialState(header);
}

export function initialHistory(header: SessionHeader, definition: SessionDefinition): History {
  return { state: initialState(header, definition), past: [], future: [] };
}
