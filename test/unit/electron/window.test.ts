import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeBrowserWindow,
  FakeWebContents,
  navigationEvent,
  resetFakeElectron,
} from './fake-electron.ts';
import { hardenWebContents, isPermissionGranted } from '../../../electron/security.ts';
import type { WebContents } from 'electron';

vi.mock('electron', async () => (await import('./fake-electron.ts')).electron);

const { createMainWindow, focusWindow } = await import('../../../electron/window.ts');

beforeEach(resetFakeElectron);

describe('createMainWindow', () => {
  it('builds a sandboxed, isolated window without Node and loads the app origin', () => {
    createMainWindow({ preloadPath: '/built/preload.cjs', isDev: false });
    const [window] = FakeBrowserWindow.instances;
    expect(window?.options.webPreferences).toEqual(
      expect.objectContaining({
        preload: '/built/preload.cjs',
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
        devTools: false,
      }),
    );
    expect(window?.loadedUrl).toBe('lodestar://app/index.html');
  });

  it('allows the developer tools only in development', () => {
    createMainWindow({ preloadPath: '/p.cjs', isDev: true });
    expect(FakeBrowserWindow.instances[0]?.options.webPreferences).toMatchObject({
      devTools: true,
    });
  });

  it('focuses, and restores a minimised window', () => {
    createMainWindow({ preloadPath: '/p.cjs', isDev: false });
    const window = FakeBrowserWindow.instances[0] as FakeBrowserWindow;
    window.minimized = true;
    focusWindow(window as never);
    expect(window.actions).toEqual(['restore', 'show', 'focus']);
  });
});

describe('hardenWebContents', () => {
  function hardened() {
    const contents = new FakeWebContents();
    hardenWebContents(contents as unknown as WebContents);
    return contents;
  }

  it('denies every window.open', () => {
    const contents = hardened();
    for (const url of ['https://example.com', 'lodestar://app/index.html', 'about:blank']) {
      expect(contents.windowOpenHandler?.({ url })).toEqual({ action: 'deny' });
    }
  });

  it.each(['will-navigate', 'will-frame-navigate', 'will-redirect'])(
    'prevents %s to another origin and allows the app origin',
    (eventName) => {
      const contents = hardened();
      for (const url of ['https://example.com/', 'file:///etc/passwd', 'lodestar://evil/x']) {
        const event = navigationEvent(url);
        contents.emit(eventName, event);
        expect(event.defaultPrevented, url).toBe(true);
      }
      const inside = navigationEvent('lodestar://app/index.html?x=1');
      contents.emit(eventName, inside);
      expect(inside.defaultPrevented).toBe(false);
    },
  );

  it('refuses to attach webviews', () => {
    const contents = hardened();
    const event = navigationEvent('lodestar://app/index.html');
    contents.emit('will-attach-webview', event);
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('isPermissionGranted', () => {
  it('grants only plain clipboard writes, and only to the app page', () => {
    expect(isPermissionGranted('clipboard-sanitized-write', 'lodestar://app/index.html')).toBe(
      true,
    );
    expect(isPermissionGranted('clipboard-sanitized-write', 'https://example.com/')).toBe(false);
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'openExternal',
    ]) {
      expect(isPermissionGranted(permission, 'lodestar://app/index.html'), permission).toBe(false);
    }
  });
});
