import { formatDuration } from '../features/clock/format-duration.ts';
import type { ReportModel, ReportTrackerSeries } from './report-model.ts';
import { clockTime, dateTime, driftWords, offsetLabel, shortTime } from './report-format.ts';
import { maxOf, minOf } from '../scenarios/numbers/extremes.ts';

/**
 * The report as one self-contained HTML page: inline CSS, inline SVG charts, no scripts and
 * nothing fetched, so it opens from a USB stick or an e-mail years later and prints cleanly.
 */

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Rows drawn in the timeline chart; a longer plan is summarised below it. */
const TIMELINE_ROWS_DRAWN = 80;
/** Tracker charts drawn; the rest are listed with their last value. */
const TRACKER_CHARTS = 48;

const CSS = `
:root{--ink:#1d2330;--muted:#5b6472;--line:#d5d9e0;--ok:#17663a;--bad:#a3161a;--plan:#9aa6b8;--act:#2f6fd6;--bg:#fff;--soft:#f4f6f9}
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg)}
main{max-width:1180px;margin:0 auto;padding:28px 32px 64px}
h1{font-size:28px;margin:0 0 4px}
h2{font-size:20px;margin:36px 0 10px;padding-bottom:4px;border-bottom:2px solid var(--line)}
h3{font-size:16px;margin:18px 0 6px}
.sub{color:var(--muted);margin:0 0 16px}
.facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(180px,1fr));gap:8px 20px;margin:0;padding:12px 16px;background:var(--soft);border-radius:8px}
.facts div{min-width:0}.facts dt{color:var(--muted);font-size:13px}.facts dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.verdict{padding:12px 16px;border-radius:8px;border:2px solid;margin:8px 0}
.verdict.ok{border-color:var(--ok);color:var(--ok);background:#eef8f1}
.verdict.bad{border-color:var(--bad);color:var(--bad);background:#fdf0f0}
.verdict strong{font-size:17px}
.verdict ul{margin:6px 0 0;padding-left:20px;color:var(--ink)}
table{border-collapse:collapse;width:100%;font-size:14px}
th,td{text-align:left;padding:5px 8px;border-bottom:1px solid var(--line);vertical-align:top}
th{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td.t{white-space:nowrap;font-variant-numeric:tabular-nums}
tr.undone td{color:var(--muted);text-decoration:line-through}
.tag{display:inline-block;padding:0 6px;border-radius:4px;background:var(--soft);font-size:12px;color:var(--muted)}
.ok-t{color:var(--ok);font-weight:600}.bad-t{color:var(--bad);font-weight:600}
svg{display:block;max-width:100%;height:auto}
svg text{font:12px system-ui,sans-serif;fill:var(--ink)}
.charts{display:grid;grid-template-columns:repeat(auto-fill,minmax(340px,1fr));gap:16px}
.chart{margin:0;border:1px solid var(--line);border-radius:8px;padding:8px 10px}
table.events{table-layout:fixed}
table.events col.n{width:70px}table.events col.t{width:90px}table.events col.by{width:140px}
.chart h3{margin:0 0 4px;font-size:14px}
.legend{display:flex;gap:16px;font-size:13px;color:var(--muted);margin:4px 0}
.legend i{display:inline-block;width:14px;height:8px;margin-right:5px;vertical-align:middle}
.empty{color:var(--muted);font-style:italic}
footer{margin-top:40px;color:var(--muted);font-size:13px}
@media print{main{padding:0}h2{break-after:avoid}.chart,tr{break-inside:avoid}}
`;

export function renderReportHtml(model: ReportModel): string {
  const tz = model.utcOffsetMinutes;
  const sections = [
    summarySection(model),
    verificationSection(model),
    timelineSection(model),
    resultsSection(model),
    eventsSection(model),
    trackersSection(model),
    announcementsSection(model),
  ];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${escapeHtml(model.title)} — after-action report</title>
<style>${CSS}</style>
</head>
<body>
<main>
<header>
<h1>${escapeHtml(model.title)}</h1>
<p class="sub">After-action report · ${escapeHtml(model.scenarioTitle)} · ${model.status === 'ended' ? 'finished session' : `running session, as of ${dateTime(model.generatedAt, tz)}`}</p>
</header>
${sections.join('\n')}
<footer>Made by Lodestar on ${dateTime(model.generatedAt, tz)} (${offsetLabel(tz)}) from session ${escapeHtml(model.sessionId)}, log head <span class="code">${escapeHtml(model.head.code)}</span>.</footer>
</main>
</body>
</html>
`;
}

function fact(label: string, value: string, code = false): string {
  return `<div><dt>${escapeHtml(label)}</dt><dd${code ? ' class="code"' : ''}>${escapeHtml(value)}</dd></div>`;
}

function summarySection(model: ReportModel): string {
  const tz = model.utcOffsetMinutes;
  const span =
    model.firstAt !== null && model.lastAt !== null
      ? `${shortTime(model.firstAt, tz)}–${shortTime(model.lastAt, tz)} (${formatDuration(model.lastAt - model.firstAt)})`
      : 'no entries yet';
  const people = model.people.map((p) => `${p.name} (${p.entries})`).join(', ') || 'nobody yet';
  return `<section id="summary"><h2>Summary</h2><dl class="facts">
${fact('Status', model.status === 'ended' ? 'Ended' : 'Running')}
${fact('Clock', model.position)}
${fact('Started', `${dateTime(model.createdAt, tz)} (${offsetLabel(tz)}) by ${model.createdBy}`)}
${fact('Log', `${model.entryCount} ${model.entryCount === 1 ? 'entry' : 'entries'}, ${span}`)}
${model.viewer === 'control' ? fact('Seed', model.seed, true) : fact('Report for', `${model.viewer}: what that viewer may see (no seed)`)}
${fact('Log head', model.head.code, true)}
${fact('Who acted', people)}
</dl></section>`;
}

function verificationSection(model: ReportModel): string {
  const v = model.verification;
  const anchors = v.anchors
    .map(
      (a) =>
        `<li>Head recorded ${escapeHtml(a.source)}: entry ${a.seq}, hash <span class="code">${escapeHtml(a.hash.slice(0, 12))}</span> — ${a.ok ? 'the log holds it' : '<strong>the log does not hold it</strong>'}</li>`,
    )
    .join('');
  const problems = v.problems
    .map(
      (p) =>
        `<li>${p.seq === null ? '' : `<strong>Entry ${p.seq}:</strong> `}${escapeHtml(p.message)}</li>`,
    )
    .join('');
  const warnings = v.warnings.map((w) => `<li>${escapeHtml(w)}</li>`).join('');
  const verdict = v.ok
    ? `<div class="verdict ok"><strong>The log verifies.</strong> Every entry links to the one before by its hash and replays to the result it recorded${v.anchors.length ? ', and it holds the head recorded outside it' : ''}.${anchors ? `<ul>${anchors}</ul>` : ''}</div>`
    : `<div class="verdict bad"><strong>The log does not verify.</strong> It was changed, cut short or damaged after it was written; what this report shows after the first problem cannot be trusted.<ul>${problems}${anchors}</ul></div>`;
  const headNote = `<p>The log's head is <span class="code">${escapeHtml(model.head.code)}</span> (entry ${model.head.seq}, hash <span class="code">${escapeHtml(model.head.hash)}</span>). A console and the display show this code; checking a photo of it with <span class="code">lodestar session verify FILE --anchor ${model.head.seq}:${escapeHtml(model.head.hash.slice(0, 6))}</span> proves no entry before it was removed.</p>`;
  return `<section id="verification"><h2>Verification</h2>${verdict}${warnings ? `<ul>${warnings}</ul>` : ''}${headNote}</section>`;
}

function timelineSection(model: ReportModel): string {
  const t = model.timeline;
  const tz = model.utcOffsetMinutes;
  if (t.rows.length === 0)
    return `<section id="timeline"><h2>Timeline</h2><p class="empty">The scenario plans no phases.</p></section>`;
  const lastDrift = t.drift.at(-1);
  const summary = `<p>${t.rows.filter((r) => r.actualStart !== null).length} of ${t.rows.length} planned phases played.${t.plannedEndAt !== null ? ` Planned end ${shortTime(t.plannedEndAt, tz)}.` : ''}${t.endedAt !== null ? ` Ended ${shortTime(t.endedAt, tz)}.` : ''}${lastDrift ? ` Latest drift: ${escapeHtml(driftWords(lastDrift.driftMs))}.` : ''}</p>`;
  return `<section id="timeline"><h2>Timeline: planned against actual</h2>${summary}
<div class="legend"><span><i style="background:var(--plan)"></i>planned</span><span><i style="background:var(--act)"></i>actual</span></div>
${timelineSvg(model)}
<h3>Drift over time</h3>
${driftSvg(model)}
${phaseTable(model)}</section>`;
}

function timelineSvg(model: ReportModel): string {
  const t = model.timeline;
  const tz = model.utcOffsetMinutes;
  const rows = t.rows.slice(0, TIMELINE_ROWS_DRAWN);
  const width = 1100;
  const label = 230;
  const rowH = 22;
  const top = 24;
  const height = top + rows.length * rowH + 8;
  const span = Math.max(1, t.end - t.start);
  const x = (at: number) => label + ((at - t.start) / span) * (width - label - 10);
  const ticks = timeTicks(t.start, t.end, 8)
    .map(
      (at) =>
        `<line x1="${x(at).toFixed(1)}" y1="${top - 4}" x2="${x(at).toFixed(1)}" y2="${height}" stroke="#e3e6eb"/><text x="${x(at).toFixed(1)}" y="14" text-anchor="middle">${shortTime(at, tz)}</text>`,
    )
    .join('');
  const bars = rows
    .map((row, i) => {
      const y = top + i * rowH;
      const planned = `<rect x="${x(row.plannedStart).toFixed(1)}" y="${y + 3}" width="${Math.max(1, x(row.plannedEnd) - x(row.plannedStart)).toFixed(1)}" height="7" fill="var(--plan)"/>`;
      const actualEnd = row.actualEnd ?? (row.actualStart !== null ? model.generatedAt : null);
      const actual =
        row.actualStart !== null && actualEnd !== null
          ? `<rect x="${x(row.actualStart).toFixed(1)}" y="${y + 11}" width="${Math.max(2, x(Math.min(actualEnd, t.end)) - x(row.actualStart)).toFixed(1)}" height="7" fill="var(--act)"/>`
          : '';
      const name = `${row.turnLabel} · ${row.phaseName}`;
      return `<text x="0" y="${y + 15}">${escapeHtml(name.length > 34 ? `${name.slice(0, 33)}…` : name)}</text>${planned}${actual}`;
    })
    .join('');
  return `<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Planned and actual phases">${ticks}${bars}</svg>${t.rows.length > rows.length ? `<p class="empty">The chart shows the first ${rows.length} of ${t.rows.length} planned phases; the table lists them all.</p>` : ''}`;
}

function driftSvg(model: ReportModel): string {
  const points = model.timeline.drift;
  const tz = model.utcOffsetMinutes;
  if (points.length === 0) return `<p class="empty">The clock was not started.</p>`;
  const width = 1100;
  const height = 220;
  const left = 70;
  const pad = 24;
  const start = points[0]!.at;
  const end = Math.max(model.lastAt ?? start, points.at(-1)!.at, start + 60_000);
  const maxAbs = Math.max(60_000, maxOf(points.map((p) => Math.abs(p.driftMs))));
  const x = (at: number) => left + ((at - start) / (end - start)) * (width - left - 10);
  const y = (ms: number) => pad + ((maxAbs - ms) / (2 * maxAbs)) * (height - 2 * pad);
  let path = '';
  points.forEach((p, i) => {
    const px = x(p.at).toFixed(1);
    const py = y(p.driftMs).toFixed(1);
    path += i === 0 ? `M${px},${py}` : `H${px}V${py}`;
  });
  path += `H${x(end).toFixed(1)}`;
  const dots = points
    .map(
      (p) =>
        `<circle cx="${x(p.at).toFixed(1)}" cy="${y(p.driftMs).toFixed(1)}" r="3" fill="var(--act)"><title>#${p.seq} ${clockTime(p.at, tz)}: ${escapeHtml(driftWords(p.driftMs))}</title></circle>`,
    )
    .join('');
  const ticks = timeTicks(start, end, 8)
    .map(
      (at) =>
        `<text x="${x(at).toFixed(1)}" y="${height - 4}" text-anchor="middle">${shortTime(at, tz)}</text>`,
    )
    .join('');
  return `<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Drift of the projected end from the plan">
<line x1="${left}" x2="${width - 10}" y1="${y(0)}" y2="${y(0)}" stroke="#999" stroke-dasharray="4 3"/>
<text x="${left - 6}" y="${y(maxAbs) + 4}" text-anchor="end">${formatDuration(maxAbs, { sign: true })}</text>
<text x="${left - 6}" y="${y(0) + 4}" text-anchor="end">on plan</text>
<text x="${left - 6}" y="${y(-maxAbs) + 4}" text-anchor="end">${formatDuration(-maxAbs)}</text>
<text x="${left + 4}" y="${pad - 8}" fill="#5b6472">behind plan ↑</text>
<text x="${left + 4}" y="${height - 22}" fill="#5b6472">ahead of plan ↓</text>
<path d="${path}" fill="none" stroke="var(--act)" stroke-width="2"/>${dots}${ticks}</svg>`;
}

function phaseTable(model: ReportModel): string {
  const tz = model.utcOffsetMinutes;
  const rows = model.timeline.rows
    .map((row) => {
      const planned = `${shortTime(row.plannedStart, tz)}–${shortTime(row.plannedEnd, tz)}`;
      const actual =
        row.actualStart === null
          ? '—'
          : `${shortTime(row.actualStart, tz)}–${row.actualEnd === null ? 'now' : shortTime(row.actualEnd, tz)}`;
      const late =
        row.actualStart === null
          ? ''
          : formatDuration(row.actualStart - row.plannedStart, { sign: true });
      return `<tr><td>${escapeHtml(row.turnLabel)}</td><td>${escapeHtml(row.phaseName)}</td><td class="t">${planned}</td><td class="t">${actual}</td><td class="n">${late}</td></tr>`;
    })
    .join('');
  return `<h3>Phases</h3><table><thead><tr><th>Turn</th><th>Phase</th><th>Planned</th><th>Actual</th><th class="n">Start vs plan</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function resultsSection(model: ReportModel): string {
  const tz = model.utcOffsetMinutes;
  if (model.results.length === 0)
    return `<section id="results"><h2>Draws, rolls, tallies and rulings</h2><p class="empty">None yet.</p></section>`;
  const rows = model.results
    .map(
      (r) =>
        `<tr${r.undone ? ' class="undone" title="taken back by an undo"' : ''}><td class="n">#${r.seq}</td><td class="t">${clockTime(r.at, tz)}</td><td>${escapeHtml(r.by)}</td><td><span class="tag">${escapeHtml(r.kind)}</span></td><td>${escapeHtml(r.text)}${r.undone ? ' (undone)' : ''}</td></tr>`,
    )
    .join('');
  return `<section id="results"><h2>Draws, rolls, tallies and rulings</h2><p>${model.results.length} entries; struck-through ones were taken back by an undo.</p><table><thead><tr><th class="n">Entry</th><th>Time</th><th>By</th><th>Kind</th><th>What happened</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

function eventsSection(model: ReportModel): string {
  const tz = model.utcOffsetMinutes;
  if (model.events.length === 0)
    return `<section id="events"><h2>Event outcomes by team</h2><p class="empty">No event box was tallied.</p></section>`;
  const groups = model.events
    .map((group) => {
      const items = group.items
        .map((item) => {
          const verdict =
            item.success === null
              ? ''
              : item.success
                ? '<span class="ok-t">success</span> '
                : '<span class="bad-t">failure</span> ';
          return `<tr><td class="n">#${item.seq}</td><td class="t">${clockTime(item.at, tz)}</td><td>${escapeHtml(item.by)}</td><td>${verdict}${escapeHtml(item.text)}</td></tr>`;
        })
        .join('');
      return `<h3>${escapeHtml(group.name)}</h3><table class="events"><colgroup><col class="n"><col class="t"><col class="by"><col></colgroup><tbody>${items}</tbody></table>`;
    })
    .join('');
  return `<section id="events"><h2>Event outcomes by team</h2>${groups}</section>`;
}

function trackersSection(model: ReportModel): string {
  if (model.trackers.length === 0)
    return `<section id="trackers"><h2>Trackers over time</h2><p class="empty">No tracker changed.</p></section>`;
  const shown = model.trackers.slice(0, TRACKER_CHARTS);
  const rest = model.trackers.slice(TRACKER_CHARTS);
  const charts = shown.map((s) => trackerChart(s, model)).join('');
  const restList = rest.length
    ? `<p>Also changed: ${rest.map((s) => `${escapeHtml(s.trackerName)} (${escapeHtml(s.holderName)}) ended at ${s.points.at(-1)?.value}`).join('; ')}.</p>`
    : '';
  return `<section id="trackers"><h2>Trackers over time</h2><div class="charts">${charts}</div>${restList}</section>`;
}

function trackerChart(series: ReportTrackerSeries, model: ReportModel): string {
  const tz = model.utcOffsetMinutes;
  const points = series.points;
  const width = 340;
  const height = 140;
  const left = 36;
  const bottom = 20;
  const start = points[0]!.at;
  const end = Math.max(model.lastAt ?? start, start + 60_000);
  const values = points.map((p) => p.value);
  let lo = minOf(values);
  let hi = maxOf(values);
  if (lo === hi) {
    lo -= 1;
    hi += 1;
  }
  const x = (at: number) => left + ((at - start) / (end - start)) * (width - left - 8);
  const y = (v: number) => 8 + ((hi - v) / (hi - lo)) * (height - bottom - 16);
  let path = '';
  points.forEach((p, i) => {
    path +=
      i === 0
        ? `M${x(p.at).toFixed(1)},${y(p.value).toFixed(1)}`
        : `H${x(p.at).toFixed(1)}V${y(p.value).toFixed(1)}`;
  });
  path += `H${x(end).toFixed(1)}`;
  const last = points.at(-1)!;
  return `<figure class="chart"><h3>${escapeHtml(series.trackerName)} · ${escapeHtml(series.holderName)}: ${points[0]!.value} → ${last.value}</h3>
<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(series.trackerName)} of ${escapeHtml(series.holderName)} over time">
<text x="${left - 4}" y="${y(hi) + 4}" text-anchor="end">${hi}</text><text x="${left - 4}" y="${y(lo) + 4}" text-anchor="end">${lo}</text>
<line x1="${left}" x2="${width - 8}" y1="${y(lo)}" y2="${y(lo)}" stroke="#d5d9e0"/>
<path d="${path}" fill="none" stroke="var(--act)" stroke-width="2"/>
<text x="${left}" y="${height - 4}">${shortTime(start, tz)}</text><text x="${width - 8}" y="${height - 4}" text-anchor="end">${shortTime(end, tz)}</text></svg></figure>`;
}

function announcementsSection(model: ReportModel): string {
  const tz = model.utcOffsetMinutes;
  if (model.announcements.length === 0)
    return `<section id="announcements"><h2>Announcements</h2><p class="empty">None.</p></section>`;
  const rows = model.announcements
    .map(
      (a) =>
        `<tr${a.undone ? ' class="undone"' : ''}><td class="n">#${a.seq}</td><td class="t">${clockTime(a.at, tz)}</td><td>${escapeHtml(a.by)}</td><td>${a.urgent ? '<span class="bad-t">urgent</span> ' : ''}${escapeHtml(a.text)}</td></tr>`,
    )
    .join('');
  return `<section id="announcements"><h2>Announcements</h2><table><thead><tr><th class="n">Entry</th><th>Time</th><th>By</th><th>Text</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

/** Round times for chart ticks: every 5, 10, 15, 30 or 60 minutes, about `count` of them. */
export function timeTicks(start: number, end: number, count: number): number[] {
  const minute = 60_000;
  const steps = [1, 2, 5, 10, 15, 30, 60, 120, 240].map((m) => m * minute);
  const step = steps.find((s) => (end - start) / s <= count) ?? steps.at(-1)!;
  const ticks: number[] = [];
  for (let at = Math.ceil(start / step) * step; at <= end; at += step) ticks.push(at);
  return ticks;
}
