import type { Locator, Page } from 'playwright-core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type SavedScenario = Record<string, unknown> & { meta: { title: string } };

/** The scenario titled `title` as saved in a data folder. */
export function savedScenario(dataDir: string, title: string): SavedScenario {
  const dir = path.join(dataDir, 'scenarios');
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.lodestar.json'))) {
    const scenario = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as SavedScenario;
    if (scenario.meta.title === title) return scenario;
  }
  throw new Error(`no saved scenario titled ${title}`);
}

/** The scenario page's section forms, field by field, as a game master fills them in. */
export class ScenarioForm {
  constructor(readonly page: Page) {}

  /** The input, text area or select of the field at a path of the scenario. */
  field(p: string): Locator {
    return this.page.locator(`[data-path="${p}"]`).locator('input, textarea, select').first();
  }

  /** "+ Add" on the list at a path. */
  addTo(p: string): Promise<void> {
    return this.page.locator(`[data-path="${p}"]`).getByTestId('form-add').first().click();
  }

  async openSection(key: string): Promise<void> {
    await this.page.locator(`[data-testid="section-nav-link"][data-section="${key}"]`).click();
    await this.page.locator(`[data-testid="section-form"][data-section="${key}"]`).waitFor();
  }

  /** A field left empty ("None") is given a value first, as a game master clicks Set. */
  async setIfNone(p: string): Promise<void> {
    const set = this.page.locator(`[data-path="${p}"].unset`).getByTestId('form-set');
    if (await set.count()) await set.click();
  }

  /** Picks an option of a select by the words it shows. */
  async pick(p: string, label: string): Promise<void> {
    await this.setIfNone(p);
    await this.page.locator(`[data-path="${p}"] select`).first().selectOption({ label });
  }

  /** Types into a field, setting it first where it is empty. */
  async type(p: string, text: string): Promise<void> {
    await this.setIfNone(p);
    await this.field(p).fill(text);
  }
}
