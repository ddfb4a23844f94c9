/**
 * Secret roles on the session: who was drawn for each role and the seal written to the log.
 * The assignment itself is never written to the log: replay draws it again from the seed and
 * checks it against the seal.
 */
export interface SecretAssignment {
  /** The players drawn, in the order drawn. */
  players: string[];
  /** The players it was drawn from (eligible at the time), in roster order. */
  pool: string[];
  /** Random salt drawn with the assignment, so the seal cannot be guessed from the roster. */
  salt: string;
  /** sha256 of the canonical JSON of { role, players (sorted), salt }: written to the log. */
  seal: string;
  seq: number;
}

export interface SecretsState {
  assignments: Record<string, SecretAssignment>;
  /** Players whose allegiance has been made public, with the role revealed (null: loyal). */
  revealed: Record<string, string | null>;
}
