import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const configPath = '../../../build/electron-builder.config.cjs';
interface BuilderConfig {
  appId: string;
  productName: string;
  asar: boolean;
  files: string[];
  directories: { output: string };
  electronFuses: Record<string, boolean>;
  linux: { target: string[]; category: string; maintainer: string };
  win: { target: string[] };
  mac: { target: string[] };
}
const config = require(configPath) as BuilderConfig;

// electron-builder itself checks the configuration against its schema when `npm run dist`
// starts; it is installed then (it needs Node 22), not with the app.
describe('electron-builder config', () => {
  it('names the app and writes packages to release/', () => {
    expect(config.productName).toBe('Lodestar');
    expect(config.appId).toMatch(/^[a-z]+(\.[a-z0-9-]+)+$/);
    expect(config.directories.output).toBe('release');
  });

  it('packages the built renderer, the built main and preload, and package.json, in an asar', () => {
    expect(config.asar).toBe(true);
    expect(config.files).toEqual(
      expect.arrayContaining(['dist/**/*', 'dist-electron/**/*', 'package.json']),
    );
  });

  it('builds AppImage and deb on Linux, NSIS on Windows, dmg on macOS', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.linux.category).toBe('Game');
    expect(config.linux.maintainer).toMatch(/<.+@.+>/);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
  });

  it('hardens the Electron fuses', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });
});
