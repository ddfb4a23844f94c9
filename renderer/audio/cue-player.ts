import type { CueSound } from '../../features/clock/schedule-format.ts';
import { CUE_SOUNDS, type Tone } from './cue-sounds.ts';

export type { CueSound };

/** The parts of Web Audio the player uses, so tests can hand it a fake context. */
export interface AudioParamLike {
  setValueAtTime(value: number, time: number): unknown;
  linearRampToValueAtTime(value: number, time: number): unknown;
  exponentialRampToValueAtTime(value: number, time: number): unknown;
}
export interface AudioNodeLike {
  connect(destination: AudioNodeLike): unknown;
}
export interface OscillatorLike extends AudioNodeLike {
  type: OscillatorType;
  readonly frequency: AudioParamLike;
  start(when?: number): void;
  stop(when?: number): void;
}
export interface GainLike extends AudioNodeLike {
  readonly gain: AudioParamLike;
}
export interface AudioContextLike {
  readonly state: string;
  readonly currentTime: number;
  readonly destination: AudioNodeLike;
  resume(): Promise<void>;
  close(): Promise<void>;
  createOscillator(): OscillatorLike;
  createGain(): GainLike;
}

export const SOUND_STORAGE_KEY = 'lodestar.sound';

export interface SoundSettings {
  /** 0..1 */
  volume: number;
  muted: boolean;
}

export const DEFAULT_SOUND_SETTINGS: SoundSettings = { volume: 0.8, muted: false };

export interface CuePlayerOptions {
  /** Makes the AudioContext; returns null where Web Audio is missing. */
  createContext?: () => AudioContextLike | null;
  storage?: Storage | undefined;
  /** Where `data-last-sound` is written (end-to-end tests read it: CI has no speakers). */
  body?: HTMLElement | undefined;
}

function browserContext(): AudioContextLike | null {
  const Context = globalThis.AudioContext;
  return Context ? new Context() : null;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

export function readSoundSettings(storage: Storage | undefined): SoundSettings {
  try {
    const raw = storage?.getItem(SOUND_STORAGE_KEY);
    if (!raw) return { ...DEFAULT_SOUND_SETTINGS };
    const value = JSON.parse(raw) as Partial<Record<keyof SoundSettings, unknown>> | null;
    return {
      volume:
        typeof value?.volume === 'number' && Number.isFinite(value.volume)
          ? clamp01(value.volume)
          : DEFAULT_SOUND_SETTINGS.volume,
      muted: typeof value?.muted === 'boolean' ? value.muted : DEFAULT_SOUND_SETTINGS.muted,
    };
  } catch {
    // Unreadable or disabled storage: the defaults, rather than a silent console.
    return { ...DEFAULT_SOUND_SETTINGS };
  }
}

/**
 * Plays the cue sounds (chime, beep, alarm) synthesised with Web Audio. Browsers only let a
 * page make sound after a user gesture, so the AudioContext is created lazily and resumed by
 * `unlock()` (call it from a click or key press, or let `unlockOnGesture` do it). Volume and
 * mute are kept in localStorage, shared by every window of the app on this machine.
 */
export class CuePlayer {
  #settings: SoundSettings;
  #storage: Storage | undefined;
  #body: HTMLElement | undefined;
  #createContext: () => AudioContextLike | null;
  #context: AudioContextLike | null = null;
  #contextFailed = false;
  #plays = 0;

  constructor(options: CuePlayerOptions = {}) {
    this.#storage = options.storage ?? globalThis.localStorage;
    this.#body = options.body ?? globalThis.document?.body;
    this.#createContext = options.createContext ?? browserContext;
    this.#settings = readSoundSettings(this.#storage);
  }

  get volume(): number {
    return this.#settings.volume;
  }

  set volume(value: number) {
    if (!Number.isFinite(value)) return;
    this.#settings = { ...this.#settings, volume: clamp01(value) };
    this.#save();
  }

  get muted(): boolean {
    return this.#settings.muted;
  }

  set muted(value: boolean) {
    this.#settings = { ...this.#settings, muted: value };
    this.#save();
  }

  /** True once the AudioContext exists and the browser lets it play. */
  get unlocked(): boolean {
    return this.#context?.state === 'running';
  }

  /** Creates and resumes the AudioContext; call from a user gesture. */
  async unlock(): Promise<boolean> {
    const context = this.#ensureContext();
    if (!context) return false;
    if (context.state === 'suspended') {
      try {
        await context.resume();
      } catch {
        // Still blocked by the browser; the next gesture tries again.
      }
    }
    return this.unlocked;
  }

  /** Unlocks at the first click or key press on `target`; returns the function that stops listening. */
  unlockOnGesture(target: EventTarget = window): () => void {
    const events = ['pointerdown', 'keydown'] as const;
    const onGesture = () => {
      void this.unlock().then((ok) => {
        if (ok) stop();
      });
    };
    const stop = () => events.forEach((name) => target.removeEventListener(name, onGesture));
    events.forEach((name) => target.addEventListener(name, onGesture));
    return stop;
  }

  /** Plays a cue sound at the current volume, unless muted. */
  play(sound: CueSound): void {
    this.#mark(sound);
    if (this.#settings.muted) return;
    this.#schedule(sound);
  }

  /** The "Test sound" button: a chime at the current volume, even when muted, to set the level. */
  test(): void {
    void this.unlock();
    this.#mark('chime');
    this.#schedule('chime');
  }

  /** Releases the audio device (a closed window, a finished test). */
  close(): void {
    void this.#context?.close().catch(() => {});
    this.#context = null;
  }

  #mark(sound: CueSound): void {
    if (!this.#body) return;
    this.#plays += 1;
    this.#body.dataset.lastSound = sound;
    this.#body.dataset.soundCount = String(this.#plays);
  }

  #schedule(sound: CueSound): void {
    const tones = CUE_SOUNDS[sound];
    if (tones.length === 0 || this.#settings.volume === 0) return;
    const context = this.#ensureContext();
    if (!context) return;
    // A context created outside a gesture starts suspended; resuming may work if the page
    // already had one (Electron allows it), and is harmless if not.
    if (context.state === 'suspended') void context.resume().catch(() => {});
    const master = context.createGain();
    // Loudness is heard logarithmically: squaring makes the slider's middle sound like half.
    master.gain.setValueAtTime(this.#settings.volume ** 2, context.currentTime);
    master.connect(context.destination);
    const start = context.currentTime + 0.02;
    for (const tone of tones) playTone(context, master, tone, start);
  }

  #ensureContext(): AudioContextLike | null {
    if (this.#context || this.#contextFailed) return this.#context;
    try {
      this.#context = this.#createContext();
    } catch {
      this.#context = null;
    }
    // Without Web Audio the cues still show and flash; do not retry on every cue.
    if (!this.#context) this.#contextFailed = true;
    return this.#context;
  }

  #save(): void {
    try {
      this.#storage?.setItem(SOUND_STORAGE_KEY, JSON.stringify(this.#settings));
    } catch {
      // Not persisted; the setting still holds for this window.
    }
  }
}

const SILENT = 0.0001; // exponential ramps cannot reach 0

function playTone(context: AudioContextLike, out: AudioNodeLike, tone: Tone, start: number): void {
  const begin = start + tone.startS;
  const end = begin + tone.durationS;
  const oscillator = context.createOscillator();
  oscillator.type = tone.wave;
  oscillator.frequency.setValueAtTime(tone.fromHz, begin);
  if (tone.toHz !== tone.fromHz) oscillator.frequency.exponentialRampToValueAtTime(tone.toHz, end);
  const envelope = context.createGain();
  // A short attack and an exponential tail: no clicks at either end.
  envelope.gain.setValueAtTime(SILENT, begin);
  envelope.gain.linearRampToValueAtTime(tone.peak, begin + Math.min(0.02, tone.durationS / 4));
  envelope.gain.exponentialRampToValueAtTime(SILENT, end);
  oscillator.connect(envelope);
  envelope.connect(out);
  oscillator.start(begin);
  oscillator.stop(end + 0.05);
}
