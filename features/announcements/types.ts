/** A message on every display, normal or urgent. */
export interface Announcement {
  /** The seq of the entry that posted it. */
  id: number;
  text: string;
  urgent: boolean;
  at: number;
  by: string;
}
