import { withGenerator, type Generator, type RngState } from './rng.ts';

/**
 * The secret stream: results no viewer but Control may see (secret roles and their salts,
 * the order of face-down decks, hidden draws) come from a generator of their own, seeded
 * apart from the public one, so that the public seed and every public result predict none of
 * them. A session started before the split has no secret generator: its secrets keep drawing
 * from the public one, so its log replays as it was recorded.
 */

/** The generators a state (or a plugin's start) carries. */
export interface RandomStreams {
  rng: RngState;
  secretRng?: RngState;
}

/** The generator secret results draw from. */
export function secretStream(streams: RandomStreams): RngState {
  return streams.secretRng ?? streams.rng;
}

/** The streams with the secret one moved on to `next`. */
export function withSecretStream<S extends RandomStreams>(streams: S, next: RngState): S {
  return streams.secretRng === undefined
    ? { ...streams, rng: next }
    : { ...streams, secretRng: next };
}

/** Runs `use` with the secret generator, and returns its result and the streams after it. */
export function drawSecretly<S extends RandomStreams, T>(
  streams: S,
  use: (generator: Generator) => T,
): [T, S] {
  const [result, next] = withGenerator(secretStream(streams), use);
  return [result, withSecretStream(streams, next)];
}
