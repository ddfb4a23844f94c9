import type { Locator, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const screensDir = fileURLToPath(new URL('../../../test-results/screens', import.meta.url));

/** The library and overview screens, in the words a game master would use. */
export class LodestarPage {
  constructor(
    readonly page: Page,
    readonly url: string,
  ) {}

  byTestId(id: string): Locator {
    return this.page.getByTestId(id);
  }

  async openLibrary(): Promise<void> {
    await this.page.goto(`${this.url}/#/`);
    await this.waitForLibrary();
  }

  async waitForLibrary(): Promise<void> {
    await this.page.waitForSelector('body[data-ready="library"]', { state: 'attached' });
    await this.byTestId('library-screen').waitFor();
  }

  cards(): Locator {
    return this.byTestId('scenario-card');
  }

  card(title: string): Locator {
    return this.cards().filter({ hasText: title });
  }

  async cardTitles(): Promise<string[]> {
    return this.cards().locator('h2, h3, .title').allInnerTexts();
  }

  async createBlankScenario(title: string): Promise<void> {
    await this.byTestId('new-scenario').click();
    await this.byTestId('template-option').first().click();
    await this.byTestId('new-scenario-title').fill(title);
    await this.byTestId('create-scenario').click();
  }

  async importFiles(...files: string[]): Promise<void> {
    await this.byTestId('import-input').setInputFiles(files);
  }

  async select(title: string): Promise<void> {
    await this.card(title).click();
  }

  async waitUntilSaved(): Promise<void> {
    await this.byTestId('save-status')
      .filter({ hasText: /^\s*Saved/ })
      .waitFor();
  }

  async screenshot(name: string): Promise<void> {
    mkdirSync(screensDir, { recursive: true });
    await this.page.screenshot({ path: path.join(screensDir, `${name}.png`) });
  }
}
