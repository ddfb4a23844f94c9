import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDataDir, resolveDataDir } from '../../../host/data-dir.ts';

const cwd = path.resolve('/work/games');
const fallback = path.resolve('/fallback/lodestar');

describe('resolveDataDir', () => {
  it('prefers --data, then LODESTAR_DATA, then the fallback', () => {
    const env = { LODESTAR_DATA: '/from/env' };
    expect(resolveDataDir({ flag: '/from/flag', env, fallback, cwd })).toBe(
      path.resolve('/from/flag'),
    );
    expect(resolveDataDir({ env, fallback, cwd })).toBe(path.resolve('/from/env'));
    expect(resolveDataDir({ env: {}, fallback, cwd })).toBe(fallback);
  });

  it('treats blank values as not given', () => {
    expect(resolveDataDir({ flag: '', env: { LODESTAR_DATA: '  ' }, fallback, cwd })).toBe(
      fallback,
    );
  });

  it('makes relative paths absolute against the current folder', () => {
    expect(resolveDataDir({ flag: 'library', env: {}, fallback, cwd })).toBe(
      path.join(cwd, 'library'),
    );
    expect(resolveDataDir({ env: { LODESTAR_DATA: '../shared' }, fallback, cwd })).toBe(
      path.resolve(cwd, '../shared'),
    );
  });

  it('expands a leading ~ that no shell expanded', () => {
    expect(resolveDataDir({ flag: '~/games', env: {}, fallback, cwd })).toBe(
      path.join(os.homedir(), 'games'),
    );
    expect(resolveDataDir({ flag: '~', env: {}, fallback, cwd })).toBe(os.homedir());
    expect(resolveDataDir({ flag: 'a~b', env: {}, fallback, cwd })).toBe(path.join(cwd, 'a~b'));
  });

  it('defaults to ~/.lodestar', () => {
    expect(defaultDataDir()).toBe(path.join(os.homedir(), '.lodestar'));
  });
});
