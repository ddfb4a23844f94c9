/**
 * The value of `--data DIR` or `--data=DIR` in the app's command line, if given. Electron
 * and Chromium add switches of their own, so the flag is looked for anywhere in `argv`.
 */
export function dataFlagFromArgv(argv: readonly string[]): string | undefined {
  let found: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--') break;
    if (arg === '--data') {
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith('--')) {
        found = next;
        i += 1;
      }
    } else if (arg.startsWith('--data=')) {
      found = arg.slice('--data='.length);
    }
  }
  return found;
}
