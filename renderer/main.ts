import { mount } from 'svelte';
import type { LodestarBridge } from '../electron/channels.ts';
import App from './App.svelte';
import type { Backend } from './backend/backend.ts';
import type { ConnectionMonitor } from './backend/connection.ts';
import { createIpcBackend } from './backend/ipc-backend.ts';
import { createWebSocketBackend } from './backend/ws-backend.ts';
import './styles/tokens.css';
import './styles/base.css';

/** In Electron the preload exposes `window.lodestar`; in a browser we talk to `lodestar serve`. */
function chooseBackend(): { backend: Backend; connection: ConnectionMonitor | null } {
  const bridge = (window as Window & { lodestar?: LodestarBridge }).lodestar;
  if (bridge) return { backend: createIpcBackend(bridge), connection: null };
  const backend = createWebSocketBackend(new URL('ws', location.href));
  return { backend, connection: backend };
}

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
mount(App, { target, props: chooseBackend() });
