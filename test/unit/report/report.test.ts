import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import Papa from 'papaparse';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { lodestarSession } from '../../../features/index.ts';
import { buildReport } from '../../../report/build-report.ts';
import { LOG_CSV_COLUMNS, logCsv } from '../../../report/report-csv.ts';
import { renderReportHtml } from '../../../report/report-html.ts';
import { renderReportPdf } from '../../../report/report-pdf.ts';
import { hashEntry, hashStoredHeader } from '../../../session/hash.ts';
import { parseHeader } from '../../../session/session-header.ts';
import type { LogEntry, SessionHeader } from '../../../session/types.ts';

const fixtures = path.join(import.meta.dirname, '../../fixtures/sessions');

function fixture(name: string) {
  const [first, ...rest] = readFileSync(path.join(fixtures, `${name}.session.jsonl`), 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);
  const header = parseHeader(first) as SessionHeader;
  const entries = rest as LogEntry[];
  return { header, headerHash: hashStoredHeader(first), entries };
}

function report(name: string, entries?: LogEntry[]) {
  const f = fixture(name);
  const list = entries ?? f.entries;
  return buildReport({
    ...f,
    entries: list,
    definition: lodestarSession,
    now: (list.at(-1)?.at ?? f.header.createdAt) + 60_000,
  });
}

/** The text drawn on the pages: content streams inflated, hex strings before Tj decoded. */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      text += `${Buffer.from(hex[1]!, 'hex').toString('latin1')}\n`;
  }
  return text;
}

const NAMES = ['so-say-we-all', 'aquila-rift', 'ti3-patch'];

describe('the report model', () => {
  it('counts what the log holds: entries, head, who acted', () => {
    for (const name of NAMES) {
      const { entries } = fixture(name);
      const model = report(name);
      expect(model.entryCount).toBe(entries.length);
      expect(model.head.seq).toBe(entries.length);
      expect(model.head.hash).toBe(entries.at(-1)!.hash);
      expect(model.head.code).toBe(`#${entries.length}·${entries.at(-1)!.hash.slice(0, 6)}`);
      const total = model.people.reduce((sum, p) => sum + p.entries, 0);
      expect(total).toBe(entries.length);
      expect(model.verification.ok).toBe(true);
    }
  });

  it('lists every draw, roll, pick and secret with who did it, in log order', () => {
    const { entries } = fixture('so-say-we-all');
    const model = report('so-say-we-all');
    const types = ['deck.deal', 'deck.draw', 'dice.roll', 'dice.enter', 'table.roll'];
    const wanted = entries.filter((e) => types.includes(e.action.type));
    const got = model.results.filter((r) => types.includes(r.type));
    expect(got.map((r) => [r.seq, r.by])).toEqual(wanted.map((e) => [e.seq, e.by]));
    expect(model.results.find((r) => r.type === 'dice.roll')?.text).toMatch(
      /^Rolled 2d6\+1: \d+ \(2d6 \[\d, \d\] \+ 1 = \d+\)$/,
    );
    expect(model.results.map((r) => r.type)).toContain('random.pick');
    expect(model.results.map((r) => r.type)).toContain('secret.assign');
    expect(model.results.map((r) => r.seq)).toEqual(
      [...model.results.map((r) => r.seq)].sort((a, b) => a - b),
    );
  });

  it('reads tracker values over time off the replay, matching the log', () => {
    const { entries } = fixture('so-say-we-all');
    const model = report('so-say-we-all');
    const adjust = entries.find((e) => e.action.type === 'tracker.adjust')!;
    const outcome = adjust.outcome as { value: number };
    const action = adjust.action as unknown as { tracker: string; holder: string; by: number };
    const series = model.trackers.find(
      (s) => s.tracker === action.tracker && s.holder === action.holder,
    )!;
    expect(series.points[0]!.value).toBe(outcome.value - action.by);
    expect(series.points).toContainEqual({ seq: adjust.seq, at: adjust.at, value: outcome.value });
    expect(series.holderName).toBe('Refinery Ship 1');
  });

  it('groups event outcomes by team and keeps the timeline against the plan', () => {
    const model = report('so-say-we-all');
    const ship = model.events.find((g) => g.team === 'civilian-ship-1');
    expect(ship?.items[0]?.text).toContain('Manpower −1');
    const played = model.timeline.rows.filter((r) => r.actualStart !== null);
    expect(played.length).toBe(4);
    expect(model.timeline.drift.length).toBeGreaterThan(3);
    expect(model.timeline.drift[0]!.driftMs).toBe(0);
  });

  it('lists announcements, marking the ones undone', () => {
    const { entries } = fixture('so-say-we-all');
    const model = report('so-say-we-all');
    const posts = entries.filter((e) => e.action.type === 'announce.post');
    expect(model.announcements.map((a) => a.seq)).toEqual(posts.map((e) => e.seq));
    expect(model.announcements[0]).toMatchObject({ text: 'Welcome aboard', by: 'Ana' });
    // TI3: the draft pick was undone and never redone.
    const ti3 = report('ti3-patch');
    const pick = ti3.results.find((r) => r.type === 'setup.draft-pick');
    expect(pick?.undone).toBe(true);
    expect(ti3.results.filter((r) => r.type.startsWith('auction.')).length).toBe(5);
  });

  it('says where an edited log stops verifying', () => {
    const { entries } = fixture('aquila-rift');
    const edited = entries.map((e) => ({ ...e }));
    edited[4] = { ...edited[4]!, by: 'Mallory' };
    const model = report('aquila-rift', edited);
    expect(model.verification.ok).toBe(false);
    expect(model.verification.problems[0]).toEqual({
      seq: 5,
      kind: 'changed',
      message: 'entry 5 does not match its hash (it was changed)',
    });
    const html = renderReportHtml(model);
    expect(html).toContain('The log does not verify.');
    expect(html).toContain('<strong>Entry 5:</strong> entry 5 does not match its hash');

    // Re-hashed so the chain holds: the replay still catches a changed result.
    const forged = entries.map((e) => ({ ...e }));
    const rollAt = forged.findIndex((e) => e.action.type === 'table.roll');
    forged[rollAt] = { ...forged[rollAt]!, outcome: { forged: true } };
    for (let i = rollAt; i < forged.length; i++) {
      const prev = i === 0 ? fixture('aquila-rift').headerHash : forged[i - 1]!.hash;
      forged[i] = { ...forged[i]!, prev };
      forged[i] = { ...forged[i]!, hash: hashEntry(forged[i]!) };
    }
    const caught = report('aquila-rift', forged);
    expect(caught.verification.ok).toBe(false);
    expect(caught.verification.problems[0]?.seq).toBe(rollAt + 1);
  });

  it('reports a session with no entries yet', () => {
    const model = report('so-say-we-all', []);
    expect(model.entryCount).toBe(0);
    expect(model.head.seq).toBe(0);
    expect(model.results).toEqual([]);
    expect(renderReportHtml(model)).toContain('None yet.');
  });
});

describe('the HTML report', () => {
  it('is one well-formed, self-contained page with every section', () => {
    for (const name of NAMES) {
      const html = renderReportHtml(report(name));
      expect(html.startsWith('<!doctype html>')).toBe(true);
      expect(html).not.toMatch(/https?:\/\//);
      expect(html).not.toMatch(/\s(src|href)=/i);
      expect(html).not.toMatch(/<script|<link|@import|url\(/i);
      for (const id of [
        'summary',
        'verification',
        'timeline',
        'results',
        'events',
        'trackers',
        'announcements',
      ])
        expect(html).toContain(`<section id="${id}">`);
      // Every element opened is closed (void elements aside).
      const stack: string[] = [];
      const voids = new Set(['meta', 'br', 'hr', 'img', 'input', 'link', 'col']);
      for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g)) {
        const [, closing, tag, selfClosing] = match;
        const t = tag!.toLowerCase();
        if (voids.has(t) || selfClosing) continue;
        if (closing) expect(stack.pop(), `closing </${t}>`).toBe(t);
        else stack.push(t);
      }
      expect(stack).toEqual([]);
    }
  });

  it('escapes what people typed', () => {
    const f = fixture('so-say-we-all');
    const entries = f.entries.map((e) =>
      e.action.type === 'announce.post'
        ? { ...e, action: { ...e.action, text: '<img src=x onerror=alert(1)>' } }
        : e,
    );
    const html = renderReportHtml(report('so-say-we-all', entries as LogEntry[]));
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('the PDF report', () => {
  it('reads back with pdf-lib: pages, title and text', async () => {
    const bytes = await renderReportPdf(report('so-say-we-all'));
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(0);
    expect(doc.getTitle()).toBe('Fixture so-say-we-all — after-action report');
    const text = pdfText(bytes);
    for (const words of [
      'Verification',
      'The log verifies.',
      'Timeline: planned against actual',
      'Welcome aboard',
      'Rolled 2d6+1',
    ])
      expect(text).toContain(words);
  });

  it('says so when the log does not verify', async () => {
    const { entries } = fixture('aquila-rift');
    const cut = entries.map((e, i) => (i === 2 ? { ...e, by: 'Mallory' } : e));
    const text = pdfText(await renderReportPdf(report('aquila-rift', cut)));
    expect(text).toContain('The log does not verify.');
    expect(text).toContain('Entry 3: entry 3 does not match its hash');
  });
});

describe('the CSV log', () => {
  it('has a header and one row per entry, with the fields of the journal', () => {
    for (const name of NAMES) {
      const { header, entries } = fixture(name);
      const csv = logCsv(header, entries, lodestarSession.registry);
      const parsed = Papa.parse<Record<string, string>>(csv.trim(), { header: true });
      expect(parsed.errors).toEqual([]);
      expect(parsed.meta.fields).toEqual([...LOG_CSV_COLUMNS]);
      expect(parsed.data.length).toBe(entries.length);
      parsed.data.forEach((row, i) => {
        const entry = entries[i]!;
        expect(row.seq).toBe(String(entry.seq));
        expect(row.hash).toBe(entry.hash);
        expect(row.by).toBe(entry.by);
        expect(row.type).toBe(entry.action.type);
        expect(JSON.parse(row.action!)).toEqual(entry.action);
      });
    }
  });
});
