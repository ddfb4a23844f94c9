import { mount, unmount } from 'svelte';
import type { LodestarBridge } from '../electron/channels.ts';
import App from './App.svelte';
import type { Backend } from './backend/backend.ts';
import type { ConnectionMonitor } from './backend/connection.ts';
import { createIpcBackend } from './backend/ipc-backend.ts';
import { createWebSocketBackend } from './backend/ws-backend.ts';
import { displayAddress, type DisplayAddress } from './display/display-address.ts';
import './styles/tokens.css';
import './styles/base.css';

/** In Electron the preload exposes `window.lodestar`; in a browser we talk to `lodestar serve`. */
function chooseBackend(): { backend: Backend; connection: ConnectionMonitor | null } {
  const bridge = (window as Window & { lodestar?: LodestarBridge }).lodestar;
  if (bridge) return { backend: createIpcBackend(bridge), connection: null };
  const backend = createWebSocketBackend(new URL('ws', location.href));
  return { backend, connection: backend };
}

const found = document.getElementById('app');
if (!found) throw new Error('index.html has no #app element');
const target: HTMLElement = found;
const transport = chooseBackend();

/**
 * One bundle, two apps: the projector display (`/display`, `#/display/<id>`) has no top bar
 * and no controls; everything else is the main app. Following a link between them swaps the
 * app without a reload.
 */
let mounted: { app: ReturnType<typeof mount>; display: string | null } | null = null;

let showing: string | null | undefined;

async function show(address: DisplayAddress | null): Promise<void> {
  const key = address ? `${address.sessionId ?? ''}|${address.theme}` : null;
  if (showing === key) return;
  showing = key;
  // The display is loaded on demand, so the main app's first paint does not wait for it.
  const DisplayApp = address ? (await import('./display/DisplayApp.svelte')).default : null;
  if (showing !== key) return; // another address came while this one loaded
  if (mounted) void unmount(mounted.app);
  const app =
    DisplayApp && address
      ? mount(DisplayApp, { target, props: { ...transport, address } })
      : mount(App, { target, props: transport });
  mounted = { app, display: key };
}

void show(displayAddress(location));
window.addEventListener('hashchange', () => void show(displayAddress(location)));
