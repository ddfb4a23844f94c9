import { CueWatcher, type FiredCue } from '../../features/clock/cues.ts';
import type { SessionState } from '../../session/types.ts';
import type { CueSound } from '../../features/clock/schedule-format.ts';

/** The part of the cue player the console uses. */
export interface SoundOut {
  play(sound: CueSound): void;
}

export interface CueNotifier {
  show(toast: { tone: 'info'; message: string; durationMs?: number; testId?: string }): unknown;
}

export interface CueBanner {
  key: string;
  message: string;
  source: FiredCue['source'];
}

// Several cues can cross at once (a phase ends as a timer does): one sound, the most urgent.
const urgency: Record<CueSound, number> = { none: 0, chime: 1, beep: 2, alarm: 3 };

/**
 * The console's side of the cues: on each tick, the cues whose threshold was crossed play
 * their sound, flash the clock panel and show their message in a banner and a toast. The
 * watcher only fires what crosses while the console is open, so a reload does not replay
 * the cues of the past hour. The last cue and sound are written on <body> for the tests.
 */
export class CueAlerts {
  banner = $state.raw<CueBanner | null>(null);
  /** Each increment flashes the clock panel once. */
  flashes = $state(0);

  readonly #watcher = new CueWatcher();
  readonly #sound: SoundOut;
  readonly #notifier: CueNotifier;
  readonly #body: HTMLElement | undefined;
  readonly #bannerMs: number;
  #bannerTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    sound: SoundOut,
    notifier: CueNotifier,
    options: { body?: HTMLElement; bannerMs?: number } = {},
  ) {
    this.#sound = sound;
    this.#notifier = notifier;
    this.#body = options.body ?? globalThis.document?.body;
    this.#bannerMs = options.bannerMs ?? 10_000;
  }

  check(state: SessionState, now: number): FiredCue[] {
    const fired = this.#watcher.update(state, now);
    if (fired.length === 0) return fired;
    let loudest: FiredCue | null = null;
    for (const cue of fired) {
      if (cue.sound !== 'none' && (!loudest || urgency[cue.sound] > urgency[loudest.sound]))
        loudest = cue;
    }
    if (loudest) this.#sound.play(loudest.sound);
    if (fired.some((cue) => cue.flash)) this.flashes += 1;
    const last = fired[fired.length - 1] as FiredCue;
    if (this.#body) {
      this.#body.dataset.lastCue = last.key;
      this.#body.dataset.lastSound = (loudest ?? last).sound;
    }
    for (const cue of fired) {
      const message = cueText(cue);
      this.banner = { key: cue.key, message, source: cue.source };
      this.#notifier.show({ tone: 'info', message, durationMs: 6_000, testId: 'cue-toast' });
    }
    if (this.#bannerTimer) clearTimeout(this.#bannerTimer);
    this.#bannerTimer = setTimeout(() => (this.banner = null), this.#bannerMs);
    return fired;
  }

  dismiss(): void {
    this.banner = null;
  }

  destroy(): void {
    if (this.#bannerTimer) clearTimeout(this.#bannerTimer);
    this.#bannerTimer = null;
  }
}

/** "Negotiation: 1 minute left"; the label alone when the cue has no message. */
export function cueText(cue: Pick<FiredCue, 'label' | 'message'>): string {
  const message = cue.message.trim();
  if (!message) return cue.label;
  return cue.label && !message.includes(cue.label) ? `${cue.label}: ${message}` : message;
}
