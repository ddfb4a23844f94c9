import { visibilityFor } from '../../editor/model/edits/visibility.ts';
import type { SessionHeader } from '../../session/types.ts';
import { isCrew, viewerTeam, type Viewer } from '../../session/viewer.ts';

/**
 * Whether a log line naming these places may be read by a viewer: the crew always; a team or
 * the display only when it saw every one of them from the start. Places revealed during play
 * are not counted (the header does not know them), so a line is at worst left out, never
 * read by someone who should not see it.
 */
export function seenBy(
  header: SessionHeader,
  viewer: Viewer,
  mapId: string,
  ats: readonly string[],
): boolean {
  if (isCrew(viewer)) return true;
  const map = header.scenario.maps.find((m) => m.id === mapId);
  if (!map) return false;
  const view = viewerTeam(viewer) ?? '';
  return ats.every((at) => visibilityFor(map, at, view) === 'visible');
}
