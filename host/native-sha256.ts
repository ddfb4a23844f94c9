import { hash } from 'node:crypto';
import { installSha256 } from '../session/hash.ts';

/**
 * The host checks session logs with Node's native SHA-256: the same function as the
 * engine's portable one (installSha256 refuses any that disagrees), about four times faster,
 * which is most of the time it takes to open a long session. Imported for its effect.
 */
installSha256((text) => hash('sha256', text, 'hex'));
