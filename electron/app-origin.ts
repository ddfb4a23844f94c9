/**
 * Where the app's own pages live. The renderer is served from a privileged custom scheme
 * rather than `file://`, so it has a real origin that the CSP, the navigation guard and the
 * IPC sender check can all compare against.
 */
export const APP_SCHEME = 'lodestar';
export const APP_HOST = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** True for any URL on the app's own origin (`lodestar://app/…`), false for anything else. */
export function isAppUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  // Compare scheme and host: a non-special scheme's `origin` is "null" in WHATWG URL parsing.
  return (
    parsed.protocol === `${APP_SCHEME}:` &&
    parsed.host === APP_HOST &&
    parsed.username === '' &&
    parsed.password === ''
  );
}
