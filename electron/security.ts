import type { Session, WebContents, WebPreferences } from 'electron';
import { isAppUrl } from './app-origin.ts';

/**
 * The renderer gets no Node, runs in Chromium's sandbox, and sees the host only through the
 * preload's bridge in its own isolated world.
 */
export function hardenedWebPreferences(preloadPath: string, isDev: boolean): WebPreferences {
  return {
    preload: preloadPath,
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    devTools: isDev,
  };
}

/**
 * The app is one page on one origin: it opens no windows, never navigates away from its
 * origin, and embeds no webviews. Links to elsewhere are simply refused.
 */
export function hardenWebContents(contents: WebContents): void {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-navigate', (event) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  });
  contents.on('will-frame-navigate', (event) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/**
 * Permissions the app's own page may use: writing plain text to the clipboard (copy buttons).
 * Everything else — camera, location, notifications, … — is refused for every origin.
 */
export const grantedPermissions: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

export function isPermissionGranted(permission: string, requestingUrl: string): boolean {
  return grantedPermissions.has(permission) && isAppUrl(requestingUrl);
}

export function denyPermissions(session: Session): void {
  session.setPermissionRequestHandler((contents, permission, callback, details) => {
    callback(isPermissionGranted(permission, details.requestingUrl ?? contents.getURL()));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionGranted(permission, requestingOrigin),
  );
}
