/**
 * `npm run bench:lan`: a LAN game on loopback. Starts `lodestar serve` as a child process on
 * 127.0.0.1 with a So Say We All session, connects 300 screens (displays and team pages) and
 * 10 consoles, and has the consoles act once a second, in turn, for `--minutes N` (10 by
 * default). It measures, for every action and every screen, the time from the action sent
 * to the screen having applied its patch; counts updates lost (a gap in a screen's seqs) or
 * delivered twice, and actions whose log line a console missed or heard twice; and reads the
 * host's memory (RSS) at the start and the end. Stops by itself; exits 1 on a MISS.
 *
 * With `--actors N` (100 by default), N of the team pages also act from the hall as players do:
 * each sends one sealed pledge (or takes it back) a minute through `team.act`, spread over the
 * minute, and their actions are measured with the consoles'.
 *
 *   npm run bench:lan -- --minutes 1 [--screens 300] [--consoles 10] [--actors 100]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ProjectionFollower, type ProjectionPatch } from '../../session/projection-follower.ts';
import type { SessionState } from '../../session/types.ts';
import type { EventOf, ResponseOf } from '../../host/channels.ts';
import { bundledScenarios } from '../../scenarios/library/index.ts';
import {
  connectConsole,
  connectControl,
  connectScreen,
  loopbackDevice,
  type LanClient,
} from './lan-client.ts';
import { memoryOf, startServeChild, stopServeChild } from './serve-child.ts';

const TARGET_P95_MS = 200;
/** "Flat": the host may grow by this much over the run (heaps settle, the log grows). */
const TARGET_RSS_GROWTH_MB = 50;
/** Screens connect this many at a time, as a hall's screens come up. */
const CONNECT_BATCH = 25;

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    screens: { type: 'string', default: '300' },
    consoles: { type: 'string', default: '10' },
    actors: { type: 'string', default: '100' },
  },
});
const bounded = (text: string, name: string, min: number, max: number) => {
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) {
    console.error(`bench:lan: --${name} must be a number from ${min} to ${max}`);
    process.exit(2);
  }
  return value;
};
const minutes = bounded(values.minutes, 'minutes', 0.1, 60);
const screenCount = Math.round(bounded(values.screens, 'screens', 1, 1000));
const consoleCount = Math.round(bounded(values.consoles, 'consoles', 1, 21));
const actorCount = Math.round(bounded(values.actors, 'actors', 0, 1000));

// Whatever happens, the bench ends: the run plus a few minutes to start and stop.
setTimeout(
  () => {
    console.error('bench:lan: did not finish in time; stopping');
    process.exit(2);
  },
  (minutes * 60 + 300) * 1000,
).unref();

const rssMb = (pid: number) => memoryOf(pid).rss;

interface Sent {
  /** The seq the action's own entry got, and the seq after its automations. */
  fromSeq: number;
  seq: number;
  at: number;
}

/** A screen or console that follows the session as the renderer does. */
class Follower {
  readonly follower = new ProjectionFollower<SessionState>();
  /** When each update (by the seq it made) was applied. */
  readonly appliedAt = new Map<number, number>();
  /** Log-line seqs heard, in order of arrival. */
  readonly lineSeqs: number[] = [];
  duplicates = 0;
  gaps = 0;
  resyncs = 0;
  bytes = 0;
  updates = 0;
  counting = false;

  constructor(
    readonly client: LanClient,
    readonly sessionId: string,
  ) {
    client.socket.on('message', (data: Buffer) => {
      if (this.counting) this.bytes += data.length;
    });
    client.onEvent((event, payload) => {
      if (event !== 'session.updated') return;
      const update = payload as EventOf<'session.updated'>;
      if (update.id !== sessionId) return;
      this.receive(update);
    });
  }

  async open(): Promise<void> {
    this.follower.opening();
    const opened = await this.client.call<ResponseOf<'session.open'>>('session.open', {
      id: this.sessionId,
    });
    if (this.follower.opened(opened.state).kind === 'resync') await this.open();
  }

  receive(update: EventOf<'session.updated'>): void {
    if (this.counting) this.updates += 1;
    for (const line of update.lines) this.lineSeqs.push(line.seq);
    const outcome = this.follower.receive(update as ProjectionPatch);
    if (outcome.kind === 'applied') {
      this.appliedAt.set(update.seq, performance.now());
    } else if (outcome.kind === 'stale') {
      if (this.counting) this.duplicates += 1;
    } else if (outcome.kind === 'resync') {
      if (/missed/.test(outcome.reason)) this.gaps += 1;
      this.resyncs += 1;
      void this.open();
    }
  }
}

async function inBatches<T>(count: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - start) }, (_, i) =>
      make(start + i),
    );
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
}

function verdict(name: string, value: string, target: string, pass: boolean): boolean {
  console.log(`${name}: ${value} (target ${target}) ${pass ? 'PASS' : 'MISS'}`);
  return pass;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the consoles do, in turn: visible to every screen, and never refused. */
function actionAt(k: number): { type: string; [key: string]: unknown } {
  if (k === 0) return { type: 'clock.start' };
  switch (k % 3) {
    case 0:
      return { type: 'clock.adjust', seconds: 60 };
    case 1:
      return { type: 'session.note', text: `bench note ${k}` };
    default:
      return { type: 'clock.adjust', seconds: -60 };
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lodestar-bench-lan-'));
  const host = await startServeChild(dataDir);
  const pid = host.child.pid as number;
  const clients: LanClient[] = [];
  try {
    console.log(
      `bench:lan: ${screenCount} screens (${actorCount} of them acting once a minute), ${consoleCount} consoles, one action a second for ${minutes} min, host ${host.url} (pid ${pid})`,
    );
    // Control on the host's machine starts the session; the other consoles pair with a code.
    const first = await connectControl(host.url);
    clients.push(first);
    const template = bundledScenarios.find((s) => s.id === 'so-say-we-all');
    if (!template) throw new Error('the bundled So Say We All scenario is missing');
    const scenario = await first.call<{ id: string }>('scenario.create', {
      templateId: 'so-say-we-all',
    });
    const session = await first.call<{ id: string }>('session.create', {
      scenarioId: scenario.id,
      facilitator: 'Bench',
    });
    const paired =
      consoleCount > 1
        ? await first.call<{ code: string }>('pairing.issue', {
            sessionId: session.id,
            uses: Math.min(20, consoleCount - 1),
            minutes: 10,
          })
        : null;
    const others = paired
      ? await inBatches(consoleCount - 1, (i) =>
          connectConsole(host.url, paired.code, `Facilitator ${i + 1}`),
        )
      : [];
    clients.push(...others);
    const consoles = [first, ...others];
    const teams = template.scenario.teams.map((team) => team.id);
    // One display for every dozen screens; the rest are team pages, spread over the teams.
    const teamOf = (i: number) => (i % 12 === 0 ? null : (teams[i % teams.length] ?? 'none'));
    // Each team's link carries its key, which Control asks the host for.
    const keys = new Map<string, string>();
    for (const team of teams) {
      const { key } = await first.call<{ key: string }>('hall.teamKey', {
        sessionId: session.id,
        teamId: team,
      });
      keys.set(team, key);
    }

    // An open event in front of every team, for the players' pledges to go to.
    const dealt = await first.call<ResponseOf<'session.act'>>('session.act', {
      id: session.id,
      by: 'Bench',
      action: { type: 'deck.deal', deck: 'events', count: 1, holders: teams, to: 'play' },
    });
    const eventOf = new Map<string, string>();
    for (const team of teams) {
      const card = dealt.state.draws.decks['events']?.piles[`play:${team}`]?.[0];
      if (card) eventOf.set(team, card);
    }
    const actorClients: { client: LanClient; team: string }[] = [];

    const started = performance.now();
    const screens = await inBatches(screenCount, async (i) => {
      const team = teamOf(i);
      const client =
        team === null
          ? await connectScreen(host.url, 'display', session.id, undefined, loopbackDevice(i))
          : await connectScreen(
              host.url,
              `team:${team}`,
              session.id,
              keys.get(team),
              loopbackDevice(i),
            );
      clients.push(client);
      if (team !== null && eventOf.has(team) && actorClients.length < actorCount)
        actorClients.push({ client, team });
      const screen = new Follower(client, session.id);
      await screen.open();
      return screen;
    });
    const watchers = await Promise.all(
      consoles.map(async (client) => {
        const watcher = new Follower(client, session.id);
        await watcher.open();
        return watcher;
      }),
    );
    console.log(
      `bench:lan: all connected and opened in ${Math.round(performance.now() - started)} ms`,
    );
    await sleep(2_000);
    const rssStart = rssMb(pid);
    let rssMax = rssStart;
    for (const follower of [...screens, ...watchers]) follower.counting = true;

    const sent: Sent[] = [];
    const refused: string[] = [];
    const runEnd = performance.now() + minutes * 60_000;
    let nextReport = performance.now() + 60_000;
    // The players: each actor once a minute, spread evenly, a pledge then its taking back.
    const actorsDone = (async () => {
      if (!actorClients.length) return;
      const every = 60_000 / actorClients.length;
      const turnsOf = new Map<string, number>();
      for (let j = 0; performance.now() < runEnd; j += 1) {
        const tick = performance.now();
        const { client, team } = actorClients[j % actorClients.length]!;
        const box = { rules: 'event-boxes', team, card: eventOf.get(team)!, from: team };
        // Per team, pledge and take back in turn, whichever of its players acts.
        const turns = (turnsOf.get(team) ?? 0) + 1;
        turnsOf.set(team, turns);
        const pledging = turns % 2 === 1;
        try {
          const at = performance.now();
          const reply = await client.call<ResponseOf<'team.act'>>('team.act', {
            sessionId: session.id,
            player: `Player ${j % actorClients.length}`,
            action: pledging
              ? { type: 'event.pledge', ...box, items: { sabotage: 1 } }
              : { type: 'event.unpledge', ...box },
          });
          sent.push({ fromSeq: reply.fromSeq, seq: reply.state.seq, at });
        } catch (error) {
          refused.push(error instanceof Error ? error.message : String(error));
        }
        await sleep(Math.max(0, every - (performance.now() - tick)));
      }
    })();
    for (let k = 0; performance.now() < runEnd; k += 1) {
      const tick = performance.now();
      const client = consoles[k % consoles.length]!;
      try {
        const at = performance.now();
        const reply = await client.call<ResponseOf<'session.act'>>('session.act', {
          id: session.id,
          by: `Console ${k % consoles.length}`,
          action: actionAt(k),
        });
        sent.push({ fromSeq: reply.fromSeq, seq: reply.state.seq, at });
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
      }
      rssMax = Math.max(rssMax, rssMb(pid));
      if (performance.now() > nextReport) {
        nextReport += 60_000;
        console.log(`bench:lan: ${sent.length} actions, host RSS ${rssMb(pid).toFixed(0)} MB`);
      }
      await sleep(Math.max(0, 1000 - (performance.now() - tick)));
    }
    await actorsDone;
    await sleep(3_000); // the last updates on their way
    const rssEnd = rssMb(pid);

    // Latency: every action, every screen.
    const latencies: number[] = [];
    let lost = 0;
    for (const action of sent) {
      for (const screen of screens) {
        const applied = screen.appliedAt.get(action.seq);
        if (applied === undefined) lost += 1;
        else latencies.push(applied - action.at);
      }
    }
    latencies.sort((a, b) => a - b);
    const duplicates = screens.reduce((n, s) => n + s.duplicates, 0);
    const gaps = screens.reduce((n, s) => n + s.gaps, 0);
    const resyncs = [...screens, ...watchers].reduce((n, s) => n + s.resyncs, 0);
    const dropped = clients.filter((c) => c.closedWith !== null).length;
    // Each action's own line, heard by every console exactly once.
    let lineProblems = 0;
    for (const watcher of watchers) {
      const heard = new Map<number, number>();
      for (const seq of watcher.lineSeqs) heard.set(seq, (heard.get(seq) ?? 0) + 1);
      for (const action of sent) if (heard.get(action.fromSeq) !== 1) lineProblems += 1;
    }
    const updates = screens.reduce((n, s) => n + s.updates, 0);
    const bytes = screens.reduce((n, s) => n + s.bytes, 0);
    const lastState = screens[0]?.follower.state;
    const fullBytes = lastState ? JSON.stringify(lastState).length : 0;

    console.log(
      `bench:lan: ${sent.length} actions, ${refused.length} refused${refused[0] ? ` (${refused[0]})` : ''}; ` +
        `${updates} updates to screens, ${Math.round(bytes / Math.max(updates, 1))} bytes each on average ` +
        `(a team's whole state: ${fullBytes} bytes); ${resyncs} resyncs, ${dropped} connections dropped`,
    );
    const results = [
      verdict(
        'lan update latency p95',
        `${quantile(latencies, 0.95).toFixed(0)} ms (p50 ${quantile(latencies, 0.5).toFixed(0)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(0)} ms, ${latencies.length} samples)`,
        `< ${TARGET_P95_MS} ms`,
        quantile(latencies, 0.95) < TARGET_P95_MS,
      ),
      verdict(
        'lan updates lost or duplicated',
        `${lost} lost (${gaps} gaps), ${duplicates} duplicated, ${lineProblems} console log lines missing or twice`,
        '0',
        lost === 0 && duplicates === 0 && lineProblems === 0 && sent.length > 0,
      ),
      verdict(
        'lan host RSS',
        `${rssStart.toFixed(0)} MB at the start, ${rssEnd.toFixed(0)} MB at the end (max ${rssMax.toFixed(0)} MB)`,
        `growth < ${TARGET_RSS_GROWTH_MB} MB`,
        rssEnd - rssStart < TARGET_RSS_GROWTH_MB,
      ),
    ];
    process.exitCode = results.every(Boolean) ? 0 : 1;
  } finally {
    for (const client of clients) client.close();
    await stopServeChild(host);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench:lan: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
});
