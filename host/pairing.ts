import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { WrongClaims } from './wrong-claims.ts';

/**
 * Pairing a console (or a standby host) with the host: Control issues a short code for one
 * session; whoever types it within its time, with a name, gets a long random token that the
 * paired browser keeps and presents again after a reconnect. Codes expire and are used up;
 * codes and consoles can be revoked. Codes live in memory only; paired consoles can be kept
 * (`stored`, with the digest of their token, never the token) so that a restarted host, or a
 * promoted standby, lets them back in.
 */

export type PairingRole = 'facilitator' | 'standby';

export interface PairingCode {
  id: string;
  code: string;
  sessionId: string;
  role: PairingRole;
  /** Epoch ms. */
  expiresAt: number;
  usesLeft: number;
}

export interface PairedConsole {
  id: string;
  name: string;
  role: PairingRole;
  sessionId: string;
  pairedAt: number;
}

export interface IssueOptions {
  /** How long the code works (default five minutes). */
  ttlMs?: number;
  /** How many consoles may claim it (default one). */
  uses?: number;
}

/** A paired console as kept on disk and copied to a standby: its token's SHA-256, in hex. */
export interface StoredConsole extends PairedConsole {
  tokenDigest: string;
  /** Copied from the host this one stands by for (not paired here). */
  copied?: boolean;
}

export type ClaimResult =
  { ok: true; token: string; console: PairedConsole } | { ok: false; reason: string };

export const DEFAULT_CODE_TTL_MS = 5 * 60_000;
export const MAX_CODE_USES = 20;

/** No 0/O, 1/I/L: read aloud or off a projector without doubt. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;

/** A code as typed: case, spaces and dashes do not matter. */
export function normalizeCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Equal-length digests compared in constant time, so neither length nor prefix leaks. */
function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

export class PairingBook {
  readonly #codes = new Map<string, PairingCode>();
  /**
   * Paired consoles by id, with the digest of their token (the token itself is never kept);
   * `copied` marks those taken from the host this one stands by for.
   */
  readonly #consoles = new Map<
    string,
    { tokenDigest: Buffer; console: PairedConsole; copied: boolean }
  >();
  /** Wrong codes by device: guessing is hopeless, and one guesser locks out only itself. */
  readonly #wrong: WrongClaims;

  constructor(private readonly now: () => number = Date.now) {
    this.#wrong = new WrongClaims(now);
  }

  issue(sessionId: string, role: PairingRole, options: IssueOptions = {}): PairingCode {
    this.#prune();
    const ttlMs = options.ttlMs ?? DEFAULT_CODE_TTL_MS;
    const uses = Math.min(MAX_CODE_USES, Math.max(1, Math.floor(options.uses ?? 1)));
    let code = newCode();
    while ([...this.#codes.values()].some((c) => c.code === code)) code = newCode();
    const issued: PairingCode = {
      id: randomBytes(9).toString('base64url'),
      code,
      sessionId,
      role,
      expiresAt: this.now() + ttlMs,
      usesLeft: uses,
    };
    this.#codes.set(issued.id, issued);
    return { ...issued };
  }

  /** The codes that still work, newest last. */
  codes(): PairingCode[] {
    this.#prune();
    return [...this.#codes.values()].map((c) => ({ ...c }));
  }

  consoles(): PairedConsole[] {
    return [...this.#consoles.values()].map((c) => ({ ...c.console }));
  }

  /**
   * Pairs whoever typed a live code. `source` is the device it came from (`sourceOf` its
   * address): a device that sent too many wrong codes is refused, even the right one, until
   * it waits.
   */
  claim(typed: string, name: string, source: string): ClaimResult {
    this.#prune();
    const refusal = this.#wrong.refusal(source);
    if (refusal !== null) return { ok: false, reason: refusal };
    const wanted = normalizeCode(typed);
    // Every live code is compared, in constant time each, whether or not one matched already.
    let found: PairingCode | null = null;
    for (const code of this.#codes.values()) if (sameSecret(code.code, wanted)) found = code;
    if (!found) {
      this.#wrong.wrong(source);
      return {
        ok: false,
        reason: 'this code is wrong, expired, used up or revoked: ask Control for a new one',
      };
    }
    found.usesLeft -= 1;
    if (found.usesLeft <= 0) this.#codes.delete(found.id);
    const token = randomBytes(32).toString('base64url');
    const paired: PairedConsole = {
      id: randomBytes(9).toString('base64url'),
      name,
      role: found.role,
      sessionId: found.sessionId,
      pairedAt: this.now(),
    };
    this.#consoles.set(paired.id, { tokenDigest: digest(token), console: paired, copied: false });
    return { ok: true, token, console: { ...paired } };
  }

  /** The console a token belongs to, or null (unknown or revoked). */
  resume(token: string): PairedConsole | null {
    const presented = digest(token);
    let found: PairedConsole | null = null;
    for (const entry of this.#consoles.values())
      if (timingSafeEqual(entry.tokenDigest, presented)) found = entry.console;
    return found ? { ...found } : null;
  }

  /** Every paired console, to keep on disk or hand to a standby. */
  stored(): StoredConsole[] {
    return [...this.#consoles.values()].map(({ tokenDigest, console, copied }) => ({
      ...console,
      tokenDigest: tokenDigest.toString('hex'),
      ...(copied ? { copied } : {}),
    }));
  }

  /** Takes back consoles kept by `stored` (from this host's own file). */
  restore(consoles: readonly StoredConsole[]): void {
    for (const { tokenDigest, copied, ...console } of consoles) {
      this.#consoles.set(console.id, {
        tokenDigest: Buffer.from(tokenDigest, 'hex'),
        console,
        copied: copied === true,
      });
    }
  }

  /**
   * The consoles paired with the host this one stands by for, so that they can resume here
   * after a promotion: they replace every console copied before (one the host revoked goes)
   * and leave alone the consoles paired here.
   */
  adoptCopies(consoles: readonly StoredConsole[]): void {
    for (const [id, entry] of this.#consoles) if (entry.copied) this.#consoles.delete(id);
    for (const { tokenDigest, copied: _ignored, ...console } of consoles) {
      if (this.#consoles.has(console.id)) continue; // paired here under the same id: keep it
      this.#consoles.set(console.id, {
        tokenDigest: Buffer.from(tokenDigest, 'hex'),
        console,
        copied: true,
      });
    }
  }

  /** Revokes a code or a paired console by its id; false when there was none. */
  revoke(id: string): boolean {
    return this.#codes.delete(id) || this.#consoles.delete(id);
  }

  #prune(): void {
    const now = this.now();
    for (const [id, code] of this.#codes) if (code.expiresAt <= now) this.#codes.delete(id);
  }
}
