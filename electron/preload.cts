// The preload of the app window. It runs sandboxed, where `require` knows only a few
// built-in modules: the build bundles everything here into one CommonJS file whose only
// runtime import is `electron`. Written with `require` because this file is CommonJS.
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file loads with require */
import type * as ElectronModule from 'electron';
import type * as BridgeModule from './preload-bridge.ts';

const { contextBridge, ipcRenderer } = require('electron') as typeof ElectronModule;
const { createPreloadBridge } = require('./preload-bridge.ts') as typeof BridgeModule;

contextBridge.exposeInMainWorld('lodestar', createPreloadBridge(ipcRenderer));
