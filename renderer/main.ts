import { mount, unmount } from 'svelte';
import type { LodestarBridge } from '../host/channels.ts';
import App from './App.svelte';
import type { Backend } from './backend/backend.ts';
import type { ConnectionMonitor } from './backend/connection.ts';
import { callEarly } from './backend/early-calls.ts';
import { createIpcBackend } from './backend/ipc-backend.ts';
import { createWebSocketBackend } from './backend/ws-backend.ts';
import { screenAddress, screenSocketUrl, type ScreenAddress } from './screens/screen-address.ts';
import PairGate from './hall/PairGate.svelte';
import { PairedToken } from './hall/paired-token.ts';
import { parseHash } from './app/router.svelte.ts';
import './styles/tokens.css';
import './styles/base.css';

interface Transport {
  backend: Backend;
  connection: ConnectionMonitor | null;
}

/**
 * In Electron the preload exposes `window.lodestar` (the host knows a display window from the
 * main one); in a browser we talk to `lodestar serve`, and a screen says who it is when it
 * connects (the display, or one team), so that it receives only what that viewer may see and
 * can never act.
 */
function chooseBackend(screen: ScreenAddress | null): Transport {
  const bridge = (window as Window & { lodestar?: LodestarBridge }).lodestar;
  if (bridge) return { backend: createIpcBackend(bridge), connection: null };
  const url = screen ? screenSocketUrl(screen, location.href) : new URL('ws', location.href);
  // A paired console presents its token again first thing on every (re)connection; a token
  // the host no longer knows (revoked) sends the page back to the pairing form.
  const onOpen = screen ? undefined : () => resumePairing(backend);
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

/** One connection per viewer, opened when first needed. */
const transports = new Map<string, Transport>();
function transportFor(screen: ScreenAddress | null): Transport {
  const key = screen ? screenSocketUrl(screen, location.href).href : 'app';
  let transport = transports.get(key);
  if (!transport) {
    transport = chooseBackend(screen);
    transports.set(key, transport);
  }
  return transport;
}

const found = document.getElementById('app');
if (!found) throw new Error('index.html has no #app element');
const target: HTMLElement = found;

/**
 * One bundle, several apps: the projector display (`/display`, `#/display/<id>`) and the other
 * screen pages (`/team`, `/ticker`, `/timer`, `/results`) have no top bar and no controls;
 * everything else is the main app. Following a link between them swaps the app without a
 * reload.
 */
let mounted: { app: ReturnType<typeof mount>; display: string | null } | null = null;

let showing: string | null | undefined;

async function show(address: ScreenAddress | null): Promise<void> {
  const key = address ? JSON.stringify(address) : null;
  if (showing === key) return;
  showing = key;
  // The screens are loaded on demand, so the main app's first paint does not wait for them.
  const screen = address
    ? address.page === 'display'
      ? { kind: 'display' as const, app: (await import('./display/DisplayApp.svelte')).default }
      : { kind: 'screen' as const, app: (await import('./screens/ScreenApp.svelte')).default }
    : null;
  if (showing !== key) return; // another address came while this one loaded
  if (mounted) void unmount(mounted.app);
  const app =
    screen && address
      ? screen.kind === 'display'
        ? mount(screen.app, {
            target,
            props: {
              ...transportFor(address),
              address: { sessionId: address.sessionId, theme: address.theme },
            },
          })
        : mount(screen.app, { target, props: { ...transportFor(address), address } })
      : mountApp(transportFor(null));
  mounted = { app, display: key };
}

/** Electron's window is Control; in a browser the host says who this page is first. */
function mountApp(transport: Transport) {
  if (!transport.connection) return mount(App, { target, props: transport });
  const gate = mount(PairGate, { target, props: { ...transport, token: pairedToken } });
  // The library asks for its list once the host has said who this page is: ask now, just
  // after that first call, rather than one round trip later (see early-calls.ts).
  if (parseHash(location.hash).name === 'library')
    setTimeout(() => callEarly(transport.backend, 'library.list', {}), 0);
  return gate;
}

void show(screenAddress(location));
window.addEventListener('hashchange', () => void show(screenAddress(location)));
