import { describe, expect, it } from 'vitest';
import { dataFlagFromArgv } from '../../../electron/argv.ts';

describe('dataFlagFromArgv', () => {
  it.each([
    [['electron', '.', '--data', '/games'], '/games'],
    [['electron', '.', '--data=/games'], '/games'],
    [['lodestar', '--no-sandbox', '--data', 'rel/dir', '--inspect'], 'rel/dir'],
    [['electron', '.', '--data=/a', '--data', '/b'], '/b'],
    [['electron', '.'], undefined],
    [['electron', '.', '--data'], undefined],
    [['electron', '.', '--data', '--other'], undefined],
    [['electron', '.', '--', '--data', '/after-end'], undefined],
    [['electron', '.', '--database', '/x'], undefined],
  ])('%j → %s', (argv, expected) => {
    expect(dataFlagFromArgv(argv)).toBe(expected);
  });
});
