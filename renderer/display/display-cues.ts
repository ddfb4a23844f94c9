import { CueWatcher } from '../../features/clock/cues.ts';
import type { SessionState } from '../../session/types.ts';
import type { CueSound } from '../../features/clock/schedule-format.ts';

/** What the display does on one check: at most one sound, a flash, a message. */
export interface CueReaction {
  sound: CueSound | null;
  flash: boolean;
  message: string | null;
}

// Several cues can cross at once (a phase ends as a timer does): play only the most urgent,
// since three sounds on top of each other are heard as noise.
const urgency: Record<CueSound, number> = { none: 0, chime: 1, beep: 2, alarm: 3 };

/**
 * Turns session states into what the display must do: the cues that fire (one watcher per
 * session, so a display switching sessions or opening mid-game does not replay old cues) and
 * a flash on entering the last minute of a phase.
 */
export class DisplayCues {
  #watcher: CueWatcher | null = null;
  #sessionId: string | null = null;
  #lastMinute: boolean | null = null;

  check(sessionId: string, state: SessionState, now: number, lastMinute: boolean): CueReaction {
    if (sessionId !== this.#sessionId) {
      this.#watcher = new CueWatcher();
      this.#sessionId = sessionId;
      this.#lastMinute = null;
    }
    const fired = this.#watcher?.update(state, now) ?? [];
    let sound: CueSound | null = null;
    for (const cue of fired) {
      if (cue.sound !== 'none' && (sound === null || urgency[cue.sound] > urgency[sound])) {
        sound = cue.sound;
      }
    }
    // Only a change seen live flashes: opening the display inside the last minute does not.
    const enteredLastMinute = this.#lastMinute === false && lastMinute;
    this.#lastMinute = lastMinute;
    const messages = fired.map((cue) => cue.message).filter((text) => text.trim() !== '');
    return {
      sound,
      flash: enteredLastMinute || fired.some((cue) => cue.flash),
      message: messages.at(-1) ?? null,
    };
  }
}
