import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { geometryOf } from '../../editor/geometry/geometry-of.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';
import { liveConsole } from './support/live-console.ts';
import { SCREEN_SIZES, shootAtSizes } from './support/screenshots.ts';

/**
 * One full turn of Naval Duel (WarpSpawn seed 003 L7272-7493) played from the console as
 * Control would: the clock through the five phases (L7322-7328) to turn 2; 2 cards dealt to
 * each fleet with the hand limit of 5 shown (L7330-7334); the wind rolled (L7455-7472); in the
 * Move Phase a first-rate's allowance entered as the book computes it (L7340), a course with
 * a turn and diagonals costed before it is sent (L7342-7344), moved, and a longer course
 * refused with its reason; in the Broadside Phase a typed 1D10 on the Broadside table with
 * Cannon + Gunnery and the range penalty (L7362-7372), and a Random Damage roll (L7375-7379).
 */
const live = liveConsole('game-naval-duel', SCREEN_SIZES[0]);
const scenario = bundledScenarios.find((b) => b.id === 'naval-duel')!.scenario;
const sea = scenario.maps.find((m) => m.id === 'sea')!;

/** Compass angles of the wind table's names and the map's directions. */
const ANGLE: Record<string, number> = {
  N: 0,
  North: 0,
  NE: 45,
  E: 90,
  East: 90,
  SE: 135,
  S: 180,
  South: 180,
  SW: 225,
  W: 270,
  West: 270,
  NW: 315,
};

/**
 * The book's wind modifier (L7466-7468) for a ship whose move starts toward `move`: the wind
 * is named for where it blows from (the scenario's stated assumption), so it runs the other
 * way; with it +2, diagonally with it +1, parallel 0, diagonally against −1, directly against
 * forbidden (null).
 */
function windModifier(wind: string | null, move: number): number | null {
  if (wind === null) return 0;
  const runs = (ANGLE[wind]! + 180) % 360;
  const off = Math.abs(((move - runs + 540) % 360) - 180);
  return ({ 0: 2, 45: 1, 90: 0, 135: -1, 180: null } as Record<number, number | null>)[off]!;
}

/** Where a cell of the sea is on the page, from the canvas's box and its viewport. */
async function cellOnScreen(page: Page, at: string) {
  const host = page.getByTestId('live-map-canvas');
  const box = (await host.boundingBox())!;
  const vp = JSON.parse((await host.getAttribute('data-viewport'))!) as {
    x: number;
    y: number;
    scale: number;
  };
  const c = geometryOf(sea).centre(at)!;
  return { x: box.x + c.x * vp.scale + vp.x, y: box.y + c.y * vp.scale + vp.y };
}

async function clickCell(page: Page, at: string) {
  const p = await cellOnScreen(page, at);
  await page.mouse.click(p.x, p.y);
}

/** Toasts sit over the bottom of the map: out of the way before a click or a picture. */
async function dismissToasts(page: Page) {
  for (const button of await page
    .locator('[data-testid="toast"] button[aria-label="Dismiss"]')
    .all())
    await button.click().catch(() => {});
}

describe('Naval Duel: one turn', () => {
  it('plays a turn: cards, wind, a plotted course by the book, a broadside and its damage', async () => {
    const control = live.control;
    const page = control.page;
    page.setDefaultTimeout(15_000);
    const id = await control.startSession('naval-duel');
    await live.hall.open(id);
    await page.bringToFront();

    const log = async () => (await control.logLines()).join('\n');

    // 1 Draw Phase: the clock starts and each player draws 2 cards (L7330); the hand shows its
    // limit of 5 (L7332-7334).
    await control.press('2');
    await control.byTestId('draws-view').waitFor();
    await control.press('Space');
    await expect.poll(() => control.clockWhere()).toMatch(/1.*Draw/);
    const deck = page.locator('[data-testid="deck-panel"][data-deck="action-deck"]');
    for (const fleet of ['fleet-a', 'fleet-b'])
      await expect
        .poll(() =>
          deck.locator(`[data-testid="pile-count"][data-pile="hand:${fleet}"] strong`).innerText(),
        )
        .toBe('2 / 5');
    // 28 cards (14 × 2, L7287-7288) less the 4 dealt.
    await expect
      .poll(() => deck.locator('[data-testid="pile-count"][data-pile="draw"] strong').innerText())
      .toBe('24');

    // 2 Move Phase, on the Map tab in Plot course.
    await control.nextPhase('Move');
    await page.getByTestId('tab-map').click();
    await page.waitForSelector('[data-testid="live-map-canvas"][data-drawn="true"]');
    await expect
      .poll(
        async () =>
          JSON.parse((await page.getByTestId('live-map-canvas').getAttribute('data-viewport'))!)
            .scale,
      )
      .not.toBe(1);
    await page.getByTestId('map-mode-course').click();
    const panel = page.getByTestId('course-panel');
    await panel.waitFor();

    // The wind, rolled on its 1D10 table (L7455-7465) and shown in the panel.
    const heading = page.getByTestId('course-heading');
    await expect.poll(() => heading.innerText()).toMatch(/Wind: none/);
    await heading.getByRole('button', { name: 'Roll wind' }).click();
    await expect.poll(log).toMatch(/Control rolled \d+ for the wind: /);
    const rolledLine = (await control.logLines()).find((l) => /rolled \d+ for the wind/.test(l))!;
    const windShown = /Wind: (\S+)/.exec(await heading.innerText())![1]!;
    const wind = windShown === 'none' ? null : windShown;
    expect(rolledLine).toMatch(wind === null ? /no direction \(Calm\)/ : new RegExp(`: ${wind}`));

    // The ship and its course: a first-rate of fleet A turns to starboard (⟳) and sails two
    // squares diagonally — unless the wind blows from the south-east, which forbids that
    // (L7468): then A5 turns to port (⟲) and sails north-east.
    const mirror = wind !== null && ANGLE[wind] === 135;
    const ship = mirror ? { id: 'a5', label: 'A5', y: 8 } : { id: 'a1', label: 'A1', y: 4 };
    const dy = mirror ? -1 : 1;
    const facing = mirror ? 'NE' : 'SE';
    const course = [`2,${ship.y + dy}`, `3,${ship.y + 2 * dy}`];
    const bonus = windModifier(wind, ANGLE[facing]!)!;
    expect(bonus).not.toBeNull();

    await dismissToasts(page);
    await clickCell(page, `1,${ship.y}`);
    await expect.poll(() => panel.innerText()).toContain(`${ship.label} faces E`);

    // The allowance (L7340): 2D6 − 4 + Sails 6 + Skill 0 + Swiftiness −4 (L7297-7300). The
    // dice rolled at the table are 4 and 5: 9 − 4 + 6 + 0 − 4 = 7. The panel's entered value
    // is the allowance itself (the modifier only goes with a roll), so Control enters 7.
    await page.getByTestId('course-modifier').fill(String(-4 + 6 + 0 - 4));
    await page.getByTestId('course-entered').fill(String(4 + 5 - 4 + 6 + 0 - 4));
    await panel.getByRole('button', { name: 'Set allowance' }).click();
    await expect
      .poll(() => page.getByTestId('course-allowance').innerText())
      .toBe('Allowance 7, spent 0');
    await expect
      .poll(log)
      .toMatch(new RegExp(`Control entered 7 for ${ship.label}'s movement: 7 moves`));

    // The course: a turn (0.5) and two diagonal squares (1.5 each): 3.5 (L7342-7344), against
    // the allowance with the wind's modifier, before anything is sent.
    await page.getByRole('button', { name: mirror ? 'Turn left (Q)' : 'Turn right (E)' }).click();
    for (const at of course) await clickCell(page, at);
    const limit = 7 + bonus;
    const windText = bonus === 0 ? '' : ` (wind ${bonus > 0 ? '+' : '−'}${Math.abs(bonus)})`;
    const turnMark = mirror ? '⟲' : '⟳';
    await expect
      .poll(() => page.getByTestId('course-cost').innerText())
      .toBe(`Course: ${turnMark} → ${course[0]} → ${course[1]} — cost 3.5 of ${limit}${windText}`);
    expect(await page.getByTestId('course-problem').count()).toBe(0);
    await dismissToasts(page);
    await shootAtSizes(page, 'game-naval-duel-console');

    await page.getByTestId('course-confirm').click();
    const pieces = page.getByTestId('map-pieces');
    await expect.poll(() => pieces.innerText()).toContain(`${ship.label}\n${course[1]}`);
    await expect
      .poll(log)
      .toContain(
        `Control moved ${ship.label} 1,${ship.y} ${turnMark} → ${course[0]} → ${course[1]}, facing ${facing}: 3.5 of ${limit} moves${windText}`,
      );
    await expect.poll(() => panel.innerText()).toContain(`${ship.label} faces ${facing}`);
    await expect
      .poll(() => page.getByTestId('course-allowance').innerText())
      .toBe('Allowance 7, spent 3.5');

    // Four more diagonal squares cost 6, over what is left: refused in the panel before
    // sending, and by the session when sent anyway; the ship stays.
    const left = limit - 3.5;
    for (let i = 3; i <= 6; i++) await clickCell(page, `${i + 1},${ship.y + i * dy}`);
    const refusal = `${ship.label} needs 6 of its ${String(left)} moves`;
    await expect.poll(() => page.getByTestId('course-problem').innerText()).toBe(refusal);
    await page.getByTestId('course-confirm').click();
    await expect
      .poll(() => page.getByTestId('toast').allInnerTexts())
      .toContainEqual(expect.stringContaining(refusal));
    expect(await pieces.innerText()).toContain(`${ship.label}\n${course[1]}`);

    // The projector shows the sea with the ships' bows.
    await page.getByTestId('map-on-display').click();
    await expect.poll(log).toMatch(/Display shows the map Open sea/);
    await live.hall.page.bringToFront();
    await live.hall.page.waitForSelector('[data-testid="display-map"] [data-drawn="true"]');
    await shootAtSizes(live.hall.page, 'game-naval-duel-display');
    await page.bringToFront();

    // 3 Broadside Phase: a typed 1D10 of 4, with Cannon 6 + Gunnery 0 and a target 5 squares
    // away, 3 over 2: −3 (L7362-7372). 4 + 3 = 7: the 6-9 row.
    await control.nextPhase('Broadside');
    await control.press('2');
    await control.byTestId('draws-view').waitFor();
    await control.byTestId('table-pick').selectOption('broadside');
    await control.byTestId('table-modifier').fill(String(6 + 0 - (5 - 2)));
    await control.byTestId('table-entered').fill('4');
    await control.byTestId('table-enter').click();
    const result = control.byTestId('table-result');
    await expect
      .poll(() => result.locator('.value').innerText())
      .toBe('The target loses one rating point in one random attribute');
    // The one attribute, rolled on the Random Damage Attribute table (1D8, L7375-7379).
    await control.byTestId('table-pick').selectOption('damage-attribute');
    await control.byTestId('table-roll').click();
    await expect
      .poll(() => result.locator('.value').innerText())
      .toMatch(/^(Sails|Hull|Crew|Cannon) Rating$/);

    // 4 Boarding Action and 5 Morale: rolled at the table; then turn 2 starts with its Draw.
    await control.nextPhase('Boarding Action');
    await control.nextPhase('Morale');
    await control.press('n');
    await expect.poll(() => control.clockWhere()).toMatch(/2.*Draw/);
    await expect.poll(() => live.hall.phase()).toMatch(/Draw/);
    // Turn 2's 2 cards each: 4 in each hand, still within 5.
    await control.press('2');
    await expect
      .poll(() =>
        deck.locator('[data-testid="pile-count"][data-pile="hand:fleet-a"] strong').innerText(),
      )
      .toBe('4 / 5');

    const all = await log();
    for (const line of [
      /Started the game: Turn 1 · Draw/,
      /Broadside Table/,
      /Random Damage Attribute/,
      /Next phase: Draw \(Turn 2\)/,
    ])
      expect(all).toMatch(line);
  }, 240_000);
});
