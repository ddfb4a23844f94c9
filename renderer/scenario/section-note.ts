/** A remark on a section's form: `$.tables[0].rows[2]` and what to look at there. */
export interface SectionNote {
  path: string;
  message: string;
}
