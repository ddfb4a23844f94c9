/** Where one held die is and which face it shows. */
export interface HeldDie {
  /** The team holding it; null while it lies in the supply. */
  owner: string | null;
  face: number;
}

/** Every held die of the scenario, by id (a viewer's projection leaves out what it may not see). */
export interface HeldDiceState {
  dice: Record<string, HeldDie>;
}
