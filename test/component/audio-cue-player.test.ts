import { beforeEach, describe, expect, it } from 'vitest';
import {
  CuePlayer,
  SOUND_STORAGE_KEY,
  type AudioContextLike,
  type AudioNodeLike,
  type AudioParamLike,
  type GainLike,
  type OscillatorLike,
} from '../../renderer/audio/cue-player.ts';
import { CUE_SOUNDS, soundLengthS } from '../../renderer/audio/cue-sounds.ts';

type ParamCall = [method: string, value: number, time: number];

class FakeParam implements AudioParamLike {
  calls: ParamCall[] = [];
  setValueAtTime(value: number, time: number) {
    this.calls.push(['set', value, time]);
  }
  linearRampToValueAtTime(value: number, time: number) {
    this.calls.push(['linear', value, time]);
  }
  exponentialRampToValueAtTime(value: number, time: number) {
    this.calls.push(['exponential', value, time]);
  }
}

class FakeNode implements AudioNodeLike {
  outputs: AudioNodeLike[] = [];
  connect(destination: AudioNodeLike) {
    this.outputs.push(destination);
  }
}

class FakeOscillator extends FakeNode implements OscillatorLike {
  type: OscillatorType = 'sine';
  frequency = new FakeParam();
  startedAt: number | null = null;
  stoppedAt: number | null = null;
  start(when = 0) {
    this.startedAt = when;
  }
  stop(when = 0) {
    this.stoppedAt = when;
  }
}

class FakeGain extends FakeNode implements GainLike {
  gain = new FakeParam();
}

/** Web Audio without a sound card: records every node and what was scheduled on it. */
class FakeAudioContext implements AudioContextLike {
  state: 'suspended' | 'running' | 'closed' = 'suspended';
  currentTime = 10;
  destination = new FakeNode();
  oscillators: FakeOscillator[] = [];
  gains: FakeGain[] = [];
  resumes = 0;
  /** Browsers refuse to resume without a user gesture. */
  allowResume = true;
  async resume() {
    this.resumes += 1;
    if (this.allowResume) this.state = 'running';
  }
  async close() {
    this.state = 'closed';
  }
  createOscillator() {
    const node = new FakeOscillator();
    this.oscillators.push(node);
    return node;
  }
  createGain() {
    const node = new FakeGain();
    this.gains.push(node);
    return node;
  }
}

function setup(options: { storage?: Storage } = {}) {
  const contexts: FakeAudioContext[] = [];
  const body = document.createElement('body');
  const player = new CuePlayer({
    storage: options.storage ?? localStorage,
    body,
    createContext: () => {
      const context = new FakeAudioContext();
      contexts.push(context);
      return context;
    },
  });
  return { player, contexts, body, context: () => contexts[0] };
}

beforeEach(() => localStorage.clear());

describe('CuePlayer', () => {
  it('creates no AudioContext until it is needed', () => {
    const { contexts } = setup();
    expect(contexts).toHaveLength(0);
  });

  it('resumes the context on a gesture and reports that sound works', async () => {
    const { player, context } = setup();
    const target = new EventTarget();
    const stop = player.unlockOnGesture(target);
    expect(player.unlocked).toBe(false);
    target.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    await Promise.resolve();
    expect(context()?.resumes).toBe(1);
    expect(player.unlocked).toBe(true);
    stop();
  });

  it('stays locked when the browser refuses, and tries again at the next gesture', async () => {
    const contexts: FakeAudioContext[] = [];
    const player = new CuePlayer({
      storage: localStorage,
      body: document.createElement('body'),
      createContext: () => {
        const context = new FakeAudioContext();
        context.allowResume = false;
        contexts.push(context);
        return context;
      },
    });
    expect(await player.unlock()).toBe(false);
    contexts[0]!.allowResume = true;
    expect(await player.unlock()).toBe(true);
    expect(contexts).toHaveLength(1);
  });

  it('plays a chime as two sine notes, scheduled after the current time', () => {
    const { player, context } = setup();
    player.play('chime');
    const oscillators = context()!.oscillators;
    expect(oscillators.map((o) => o.type)).toEqual(['sine', 'sine']);
    expect(oscillators.every((o) => (o.startedAt ?? 0) > 10)).toBe(true);
    expect(oscillators[1]!.startedAt).toBeGreaterThan(oscillators[0]!.startedAt!);
    expect(oscillators.every((o) => o.stoppedAt! > o.startedAt!)).toBe(true);
    // Different notes: a "ding-dong", not one tone twice.
    const pitches = oscillators.map((o) => o.frequency.calls[0]![1]);
    expect(new Set(pitches).size).toBe(2);
  });

  it('plays beeps as short square tones and the alarm as three loud rising tones', () => {
    const { player, context } = setup();
    player.play('beep');
    const beeps = context()!.oscillators.splice(0);
    expect(beeps.length).toBeGreaterThanOrEqual(2);
    expect(beeps.every((o) => o.type === 'square')).toBe(true);
    expect(beeps.every((o) => o.stoppedAt! - o.startedAt! < 0.3)).toBe(true);

    player.play('alarm');
    const alarm = context()!.oscillators;
    expect(alarm).toHaveLength(3);
    for (const tone of alarm) {
      const [start, end] = [tone.frequency.calls[0]!, tone.frequency.calls[1]!];
      expect(end[0]).toBe('exponential');
      expect(end[1]).toBeGreaterThan(start[1]); // rises
    }
    const firstPitches = alarm.map((o) => o.frequency.calls[0]![1]);
    expect(firstPitches).toEqual([...firstPitches].sort((a, b) => a - b));
    const peak = (sound: 'beep' | 'alarm') => Math.max(...CUE_SOUNDS[sound].map((t) => t.peak));
    expect(peak('alarm')).toBeGreaterThan(peak('beep'));
  });

  it('makes no sound for "none" and when muted, but still records what was asked', () => {
    const { player, contexts, body } = setup();
    player.play('none');
    expect(body.dataset.lastSound).toBe('none');
    player.muted = true;
    player.play('alarm');
    expect(body.dataset.lastSound).toBe('alarm');
    expect(body.dataset.soundCount).toBe('2');
    expect(contexts.flatMap((c) => c.oscillators)).toHaveLength(0);
  });

  it('scales the output by the volume, and is silent at 0', () => {
    const { player, context } = setup();
    player.volume = 0.5;
    player.play('chime');
    const master = context()!.gains[0]!;
    expect(master.gain.calls[0]![1]).toBeCloseTo(0.25);
    expect(master.outputs[0]).toBe(context()!.destination);

    player.volume = 0;
    const before = context()!.oscillators.length;
    player.play('chime');
    expect(context()!.oscillators.length).toBe(before);
  });

  it('keeps every envelope above zero so exponential ramps are valid', () => {
    const { player, context } = setup();
    for (const sound of ['chime', 'beep', 'alarm'] as const) player.play(sound);
    const values = context()!
      .gains.flatMap((g) => g.gain.calls)
      .filter(([method]) => method === 'exponential')
      .map(([, value]) => value);
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((value) => value > 0)).toBe(true);
  });

  it('the test button plays a chime even when muted, so the level can be set first', () => {
    const { player, context, body } = setup();
    player.muted = true;
    player.test();
    expect(context()!.oscillators).toHaveLength(CUE_SOUNDS.chime.length);
    expect(body.dataset.lastSound).toBe('chime');
  });

  it('keeps volume and mute in localStorage across players', () => {
    const first = setup().player;
    first.volume = 0.3;
    first.muted = true;
    expect(JSON.parse(localStorage.getItem(SOUND_STORAGE_KEY)!)).toEqual({
      volume: 0.3,
      muted: true,
    });
    const second = setup().player;
    expect(second.volume).toBe(0.3);
    expect(second.muted).toBe(true);
  });

  it('clamps the volume and ignores values that are not numbers', () => {
    const { player } = setup();
    player.volume = 4;
    expect(player.volume).toBe(1);
    player.volume = -1;
    expect(player.volume).toBe(0);
    player.volume = Number.NaN;
    expect(player.volume).toBe(0);
  });

  it('falls back to the defaults when the stored settings are damaged', () => {
    for (const stored of ['not json', '{"volume":"loud","muted":"yes"}', 'null', '[]']) {
      localStorage.setItem(SOUND_STORAGE_KEY, stored);
      const { player } = setup();
      expect(player.volume).toBe(0.8);
      expect(player.muted).toBe(false);
    }
  });

  it('still works where storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('disabled');
      },
      setItem: () => {
        throw new Error('disabled');
      },
    } as unknown as Storage;
    const { player } = setup({ storage: broken });
    player.volume = 0.4;
    expect(player.volume).toBe(0.4);
  });

  it('without Web Audio, cues are still recorded and nothing throws', () => {
    const body = document.createElement('body');
    let attempts = 0;
    const player = new CuePlayer({
      storage: localStorage,
      body,
      createContext: () => {
        attempts += 1;
        return null;
      },
    });
    player.play('alarm');
    player.play('beep');
    expect(body.dataset.lastSound).toBe('beep');
    expect(attempts).toBe(1);
  });

  it('says how long each sound lasts', () => {
    expect(soundLengthS('none')).toBe(0);
    expect(soundLengthS('alarm')).toBeGreaterThan(soundLengthS('beep'));
  });
});
