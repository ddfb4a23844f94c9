/**
 * Which page an address asks for. The projector display has two addresses:
 *   /display?session=<id>   what `lodestar serve` and Electron's display window load
 *   #/display/<id>          the same from inside the app (a bookmark, a second tab)
 * Without a session id it follows the most recently active running session.
 */
export interface DisplayAddress {
  /** null: follow whichever session is running. Not validated here: a typo shows "not found". */
  sessionId: string | null;
  theme: 'light' | 'dark';
}

const displayPath = /\/display$/;
const displayHash = /^#\/display(?:\/([^/?]*))?\/?$/;

const given = (value: string | null | undefined): string | null => value?.trim() || null;

function safeDecode(text: string | undefined): string | undefined {
  try {
    return text === undefined ? undefined : decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The display this address asks for, or null for the main app. */
export function displayAddress(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): DisplayAddress | null {
  const params = new URLSearchParams(location.search);
  // The display is dark unless asked otherwise: a dark screen glares least in a dim hall.
  const theme = params.get('theme') === 'light' ? 'light' : 'dark';
  const hash = displayHash.exec(location.hash);
  if (hash) return { sessionId: given(safeDecode(hash[1])) ?? given(params.get('session')), theme };
  if (displayPath.test(location.pathname)) {
    return { sessionId: given(params.get('session')), theme };
  }
  return null;
}
