/** A result of the session's generator kept for the console (latest first, bounded). */
export interface RandomResult {
  seq: number;
  label: string;
  value: string;
  at: number;
}
