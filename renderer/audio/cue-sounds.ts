import type { CueSound } from '../../features/clock/schedule-format.ts';

/**
 * What each cue sound is made of, as data: the player turns these tones into Web Audio
 * oscillators, so nothing is downloaded and tests can check the recipe without a sound card.
 */
export interface Tone {
  wave: OscillatorType;
  /** Hertz at the start and at the end of the tone (equal for a steady note). */
  fromHz: number;
  toHz: number;
  /** Seconds after the sound begins. */
  startS: number;
  durationS: number;
  /** Peak gain at full volume, before the player's volume applies (0..1). */
  peak: number;
}

// A soft two-note "ding-dong": it says "look up" without startling a hall.
const chime: Tone[] = [
  { wave: 'sine', fromHz: 880, toHz: 880, startS: 0, durationS: 0.9, peak: 0.35 },
  { wave: 'sine', fromHz: 659.25, toHz: 659.25, startS: 0.45, durationS: 1.2, peak: 0.35 },
];

// Three short square beeps; square waves carry over chatter at a low gain.
const beep: Tone[] = [0, 0.22, 0.44].map((startS) => ({
  wave: 'square' as const,
  fromHz: 1000,
  toHz: 1000,
  startS,
  durationS: 0.12,
  peak: 0.18,
}));

// Time is up: three loud tones, each sweeping upwards and each starting higher.
const alarm: Tone[] = [0, 0.55, 1.1].map((startS, i) => ({
  wave: 'sawtooth' as const,
  fromHz: 520 + i * 160,
  toHz: 880 + i * 220,
  startS,
  durationS: 0.45,
  peak: 0.6,
}));

export const CUE_SOUNDS: Record<CueSound, readonly Tone[]> = {
  none: [],
  chime,
  beep,
  alarm,
};

/** How long a sound lasts, in seconds (0 for "none"). */
export function soundLengthS(sound: CueSound): number {
  return Math.max(0, ...CUE_SOUNDS[sound].map((tone) => tone.startS + tone.durationS));
}
