import { chromium, type Browser } from 'playwright-core';
import { existsSync } from 'node:fs';

/** Debian's Chromium; no browser is ever downloaded for the tests. */
export const CHROMIUM_PATH = process.env.LODESTAR_CHROMIUM ?? '/usr/bin/chromium';

/** Flags that keep a headless Chromium quiet on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}: run "apt-get install -y chromium" (or set LODESTAR_CHROMIUM).`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}
