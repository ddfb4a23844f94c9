import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { LodestarPage } from './library-page.ts';

/**
 * "1:05" → 65, "0:03" → 3, "+0:42" and "−0:42" (overrun) → −42, "1:02:03" → 3723. Throws on
 * anything else, so a screen showing garbage fails the test instead of parsing as 0.
 */
export function clockSeconds(text: string): number {
  const match = /^\s*([+\u2212-])?(\d+(?::\d{2}){1,2})\s*$/.exec(text);
  if (!match?.[2]) throw new Error(`not a clock reading: "${text}"`);
  const seconds = match[2].split(':').reduce((total, part) => total * 60 + Number(part), 0);
  return match[1] ? -seconds : seconds;
}

/** The facilitator console of a running session, in Control's words. */
export class ConsolePage extends LodestarPage {
  /** From a scenario's overview: "Start session" through the dialog, onto the console. */
  async startSession(scenarioId: string, facilitator = 'Control'): Promise<string> {
    await this.page.goto(`${this.url}/#/scenario/${scenarioId}`);
    await this.byTestId('scenario-overview').waitFor();
    await this.byTestId('start-session').click();
    await this.byTestId('session-facilitator-input').fill(facilitator);
    await this.byTestId('confirm-start-session').click();
    await this.waitForConsole();
    return this.sessionId();
  }

  async open(sessionId: string): Promise<void> {
    await this.page.goto(`${this.url}/#/session/${sessionId}`);
    await this.waitForConsole();
  }

  async waitForConsole(): Promise<void> {
    await this.byTestId('console-screen').waitFor();
    await this.page.waitForSelector('body[data-ready="console"]', { state: 'attached' });
  }

  sessionId(): string {
    const match = /#\/session\/([a-z0-9-]+)/.exec(this.page.url());
    if (!match?.[1]) throw new Error(`not on a console: ${this.page.url()}`);
    return match[1];
  }

  /** A shortcut as Control types it, with nothing focused that could swallow the key. */
  async press(key: string): Promise<void> {
    // A string runs in the page (this file is type-checked for Node, without the DOM).
    await this.page.evaluate('document.activeElement?.blur()');
    await this.page.keyboard.press(key);
  }

  async phase(): Promise<string> {
    return (await this.byTestId('clock-phase').innerText()).trim();
  }

  async remainingSeconds(): Promise<number> {
    return clockSeconds(await this.byTestId('clock-remaining').innerText());
  }

  async announce(text: string): Promise<void> {
    await this.byTestId('announce-input').fill(text);
    await this.byTestId('announce-post').click();
  }

  async logLines(): Promise<string[]> {
    return this.byTestId('log-entry').allInnerTexts();
  }

  /** Where the clock strip above the tabs says the game is: "Turn 1 · Growth". */
  async clockWhere(): Promise<string> {
    return this.byTestId('clock-strip').locator('.where').innerText();
  }

  /** The clock to the next phase (N), checked by its name on the strip. */
  async nextPhase(name: RegExp | string, timeout?: number): Promise<void> {
    await this.press('n');
    await expect
      .poll(() => this.clockWhere(), timeout === undefined ? {} : { timeout })
      .toMatch(typeof name === 'string' ? new RegExp(name) : name);
  }

  /** A team's tracker as the Teams tab shows it. */
  async trackerValue(team: string, tracker: string): Promise<number> {
    const cell = this.page.locator(`tr[data-team="${team}"] td[data-tracker="${tracker}"]`);
    return Number(await cell.getByTestId('tracker-value').innerText());
  }

  /** Opens a group of trackers on the Teams tab. */
  async openTrackerGroup(name: string): Promise<void> {
    await this.byTestId('tracker-group').filter({ hasText: name }).click();
  }

  /** A team's tracker stepped `by` ones, up or down, with its buttons. */
  async stepTracker(tracker: string, team: string, by: number): Promise<void> {
    const button = this.page.getByRole('button', {
      name: `${tracker} of ${team} ${by > 0 ? 'up' : 'down'} one`,
    });
    for (let i = 0; i < Math.abs(by); i++) await button.click();
  }
}

/** The projector display, as the hall sees it. */
export class DisplayPage extends LodestarPage {
  async open(sessionId: string | null, options: { theme?: 'light' | 'dark' } = {}): Promise<void> {
    const params = new URLSearchParams();
    if (sessionId) params.set('session', sessionId);
    if (options.theme) params.set('theme', options.theme);
    const query = params.size > 0 ? `?${params}` : '';
    await this.page.goto(`${this.url}/display${query}`);
    await this.page.waitForSelector('body[data-ready="display"]', { state: 'attached' });
  }

  /** Browsers play sound only after a click on the page. */
  async enableSound(): Promise<void> {
    await this.byTestId('display-enable-sound').click();
    await this.byTestId('display-enable-sound').waitFor({ state: 'detached' });
  }

  async phase(): Promise<string> {
    return (await this.byTestId('display-phase').innerText()).trim();
  }

  async remainingSeconds(): Promise<number> {
    return clockSeconds(await this.byTestId('display-remaining').innerText());
  }

  async state(): Promise<string | null> {
    return this.byTestId('display-screen').getAttribute('data-state');
  }
}

/** Every page of a test, from one browser context. */
export async function pagesFor(
  newPage: () => Promise<Page>,
  url: string,
): Promise<{ console: ConsolePage; display: DisplayPage }> {
  return {
    console: new ConsolePage(await newPage(), url),
    display: new DisplayPage(await newPage(), url),
  };
}
