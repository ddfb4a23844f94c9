import { canonicalJson, sha256Hex } from '../../session/hash.ts';

/**
 * The seal of a secret assignment: a hash that commits Control to who was drawn without
 * saying who. Published with the players and salt after the game, anyone can check it.
 */

export interface SealProof {
  role: string;
  /** Sorted, so the order of the draw does not change the seal. */
  players: string[];
  salt: string;
  seal: string;
}

/** sha256 hex of the canonical JSON of { role, players (sorted), salt }. */
export function sealOf(role: string, players: readonly string[], salt: string): string {
  return sha256Hex(canonicalJson({ role, players: [...players].sort(), salt }));
}

/** Whether `seal` is the seal of exactly these players (in any order) for this role and salt. */
export function verifySeal(
  role: string,
  players: readonly string[],
  salt: string,
  seal: string,
): boolean {
  return sealOf(role, players, salt) === seal.toLowerCase();
}

/** "3f9a1c0e…": enough to compare by eye, too little to matter. */
export function shortSeal(seal: string): string {
  return `${seal.slice(0, 8)}…`;
}
