import { formatViewer, type Viewer } from './viewer.ts';

/**
 * An action may carry an `override`: Control's word that it stands although it breaks a
 * rule the scenario enforces. The reducer cannot tell who sent an action (the log names a
 * person, not a role), so whoever accepts actions from a connection asks this first.
 */
export function overrideRefusal(action: unknown, viewer: Viewer): string | null {
  if (viewer.kind === 'control') return null;
  if (typeof action !== 'object' || action === null || !('override' in action)) return null;
  if ((action as { override?: unknown }).override === undefined) return null;
  return `only Control can override a rule; ${formatViewer(viewer)} cannot`;
}
