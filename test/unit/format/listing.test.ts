import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingMayFollow, readListedHead } from '../../../scenarios/format/listing.ts';
import {
  parseScenarioHead,
  parseScenarioText,
  serializeScenario,
} from '../../../scenarios/format/parse.ts';
import { headOf } from '../../../scenarios/format/scenario-head.ts';
import type { Scenario } from '../../../scenarios/format/schema.ts';
import { bundledScenarios } from '../../../scenarios/library/index.ts';
import { validScenarioArb } from '../../support/arbitraries.ts';

/** The start of a file as a list reads it: its first bytes, a character cut there lost. */
const startOf = (text: string, bytes = 16 * 1024) =>
  Buffer.from(text, 'utf8').subarray(0, bytes).toString('utf8');

const sample = (): Scenario => {
  const scenario = bundledScenarios[0]?.scenario;
  if (!scenario) throw new Error('no bundled scenario');
  return structuredClone(scenario);
};

/** A sample's file text with its top-level object rebuilt by `edit` (key order kept). */
function editedFile(edit: (doc: Record<string, unknown>) => Record<string, unknown>): string {
  const doc = JSON.parse(serializeScenario(sample())) as Record<string, unknown>;
  return `${JSON.stringify(edit(doc), null, 2)}\n`;
}

describe('the listing a scenario file carries at its head', () => {
  it('gives, from the start of the file alone, what parsing the whole file gives', () => {
    fc.assert(
      fc.property(validScenarioArb, (scenario) => {
        const text = serializeScenario(scenario);
        const whole = parseScenarioText(text);
        const fromBody = parseScenarioHead(text);
        if (!whole.ok || !fromBody.ok) throw new Error('a valid scenario did not load');
        const head = readListedHead(startOf(text));
        expect(head).toEqual(headOf(whole.scenario));
        expect(head).toEqual(fromBody.head);
      }),
      { numRuns: 150 },
    );
  });

  it('never gives a wrong head from a start cut anywhere: it gives the right one or none', () => {
    fc.assert(
      fc.property(validScenarioArb, fc.nat(), (scenario, at) => {
        const text = serializeScenario(scenario);
        const head = readListedHead(startOf(text, at % (text.length + 1)));
        if (head !== null) expect(head).toEqual(headOf(scenario));
      }),
      { numRuns: 300 },
    );
  });

  it('is asked for again in a longer start of a file Lodestar wrote, until one holds it', () => {
    fc.assert(
      fc.property(validScenarioArb, fc.nat(), (scenario, at) => {
        const text = serializeScenario(scenario);
        const metaLine = text.indexOf('\n  "meta": ') + '\n  "meta": '.length;
        const start = text.slice(0, metaLine + (at % (text.length - metaLine + 1)));
        expect(readListedHead(start) !== null || listingMayFollow(start)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('is asked for again when the start ends inside the key after the meta', () => {
    const text = serializeScenario(sample());
    const keyAt = text.indexOf('\n  "listing": ');
    for (let cut = keyAt; cut <= keyAt + '\n  "listing": '.length; cut++) {
      expect(listingMayFollow(text.slice(0, cut)), text.slice(keyAt, cut)).toBe(true);
    }
  });

  it('is not asked for again when the start shows the file has none', () => {
    const text = JSON.stringify(sample(), null, 2);
    expect(listingMayFollow(text.slice(0, text.indexOf('\n  "maps"')))).toBe(false);
    expect(listingMayFollow(text.slice(0, 20))).toBe(false);
    expect(listingMayFollow(JSON.stringify(sample()))).toBe(false);
  });

  it('is written right after the meta, and dropped when the file is read', () => {
    const scenario = sample();
    const text = serializeScenario(scenario);
    expect(Object.keys(JSON.parse(text) as object).slice(0, 4)).toEqual([
      'schemaVersion',
      'meta',
      'listing',
      'teams',
    ]);
    const read = parseScenarioText(text);
    expect(read.ok && Object.hasOwn(read.scenario, 'listing')).toBe(false);
    expect(read).toMatchObject({ ok: true, scenario });
  });

  it('is counted anew on every save, whatever listing the object came with', () => {
    const scenario = {
      ...sample(),
      listing: { teamCount: 99, seatCount: 99, mapCount: 99, deckCount: 99 },
    };
    const text = serializeScenario(scenario);
    expect(readListedHead(text)).toEqual(headOf(scenario));
    expect(text.match(/"listing"/g)).toHaveLength(1);
  });

  it('reads a file that starts with a byte order mark', () => {
    const scenario = sample();
    expect(readListedHead(`\uFEFF${serializeScenario(scenario)}`)).toEqual(headOf(scenario));
  });

  it.each([
    ['has no listing (written by hand or an older Lodestar)', JSON.stringify(sample(), null, 2)],
    ['is on one line', JSON.stringify(JSON.parse(serializeScenario(sample())))],
    ['is indented otherwise', JSON.stringify(JSON.parse(serializeScenario(sample())), null, 4)],
    [
      'has a count that is not a whole number',
      editedFile((doc) => ({ ...doc, listing: { ...(doc.listing as object), seatCount: -1 } })),
    ],
    [
      'has a listing that lacks a count',
      editedFile((doc) => ({ ...doc, listing: { teamCount: 1, seatCount: 1, mapCount: 1 } })),
    ],
    [
      'has an invalid meta (the whole file says what is wrong)',
      editedFile((doc) => ({ ...doc, meta: { ...(doc.meta as object), title: '' } })),
    ],
    [
      'has the listing before the meta',
      editedFile(({ schemaVersion, meta, listing, ...rest }) => ({
        schemaVersion,
        listing,
        ...rest,
        meta,
      })),
    ],
    [
      'is of an older version (it is migrated)',
      editedFile((doc) => ({ ...doc, schemaVersion: 0 })),
    ],
    ['is of a newer version', editedFile((doc) => ({ ...doc, schemaVersion: 2 }))],
    ['is not a scenario', '[\n  "listing": 1\n]\n'],
  ])('is not used when the file %s: the whole file is read', (_what, text) => {
    expect(readListedHead(text)).toBeNull();
  });

  it('is not used when the start ends before the listing does', () => {
    const text = serializeScenario(sample());
    const listingEnd = text.indexOf('\n  "teams"');
    for (const cut of [text.indexOf('"listing"') + 12, listingEnd - 3, listingEnd])
      expect(readListedHead(text.slice(0, cut))).toBeNull();
    // Enough once the next key's start is there: `\n  "`.
    expect(readListedHead(text.slice(0, listingEnd + 4))).toEqual(headOf(sample()));
  });

  it('is taken at its word: a listing that disagrees with the body is found out on opening', () => {
    const text = editedFile((doc) => ({
      ...doc,
      listing: { teamCount: 1, seatCount: 2, mapCount: 3, deckCount: 4 },
    }));
    expect(readListedHead(text)).toMatchObject({ teamCount: 1, seatCount: 2, mapCount: 3 });
    expect(parseScenarioHead(text)).toMatchObject({ ok: true, head: headOf(sample()) });
  });
});
