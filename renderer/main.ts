import { mount, unmount } from 'svelte';
import type { LodestarBridge } from '../electron/channels.ts';
import App from './App.svelte';
import type { Backend } from './backend/backend.ts';
import type { ConnectionMonitor } from './backend/connection.ts';
import { createIpcBackend } from './backend/ipc-backend.ts';
import { createWebSocketBackend } from './backend/ws-backend.ts';
import { displayAddress, type DisplayAddress } from './display/display-address.ts';
import PairGate from './hall/PairGate.svelte';
import { PairedToken } from './hall/paired-token.ts';
import './styles/tokens.css';
import './styles/base.css';

interface Transport {
  backend: Backend;
  connection: ConnectionMonitor | null;
}

/**
 * In Electron the preload exposes `window.lodestar` (the host knows a display window from the
 * main one); in a browser we talk to `lodestar serve`, and a display page says so when it
 * connects, so that it receives only what the projector shows and can never act.
 */
function chooseBackend(viewer: 'display' | null): Transport {
  const bridge = (window as Window & { lodestar?: LodestarBridge }).lodestar;
  if (bridge) return { backend: createIpcBackend(bridge), connection: null };
  const url = new URL('ws', location.href);
  if (viewer) url.searchParams.set('viewer', viewer);
  // A paired console presents its token again first thing on every (re)connection; a token
  // the host no longer knows (revoked) sends the page back to the pairing form.
  const onOpen = viewer ? undefined : () => resumePairing(backend);
  const backend = createWebSocketBackend(url, onOpen ? { onOpen } : {});
  return { backend, connection: backend };
}

const pairedToken = new PairedToken();

function resumePairing(backend: Backend): void {
  const token = pairedToken.get();
  if (!token) return;
  backend.call('pairing.resume', { token }).catch(() => {
    pairedToken.clear();
    if (mounted) location.reload();
  });
}

/** One connection per kind of page, opened when first needed. */
const transports = new Map<'display' | 'app', Transport>();
function transportFor(kind: 'display' | 'app'): Transport {
  let transport = transports.get(kind);
  if (!transport) {
    transport = chooseBackend(kind === 'display' ? 'display' : null);
    transports.set(kind, transport);
  }
  return transport;
}

const found = document.getElementById('app');
if (!found) throw new Error('index.html has no #app element');
const target: HTMLElement = found;

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
      ? mount(DisplayApp, { target, props: { ...transportFor('display'), address } })
      : mountApp(transportFor('app'));
  mounted = { app, display: key };
}

/** Electron's window is Control; in a browser the host says who this page is first. */
function mountApp(transport: Transport) {
  return transport.connection
    ? mount(PairGate, { target, props: { ...transport, token: pairedToken } })
    : mount(App, { target, props: transport });
}

void show(displayAddress(location));
window.addEventListener('hashchange', () => void show(displayAddress(location)));
