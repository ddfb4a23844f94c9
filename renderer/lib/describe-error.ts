import { BackendError } from '../backend/backend.ts';

/** One sentence for the person in front of the screen, whatever was thrown. */
export function describeError(error: unknown): string {
  if (error instanceof BackendError) {
    const first = error.problems?.[0];
    return first ? `${error.message} (${first.path}: ${first.message})` : error.message;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}
