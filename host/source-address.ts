import { isIP } from 'node:net';

/**
 * The device a socket comes from, as the host's per-device limits count it (wrong pairing
 * codes, open connections): an IPv4 address (an IPv4-mapped IPv6 address is read as the IPv4
 * one it maps), or the first 64 bits of an IPv6 address. A device picks any address in its
 * /64 at will, so counting whole IPv6 addresses would give one laptop billions of budgets.
 */
export function sourceOf(address: string | undefined): string {
  if (address === undefined || address === '') return 'unknown';
  const bare = address.toLowerCase().replace(/%.*$/, ''); // a link-local zone is not an address
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  if (mapped !== undefined) return mapped;
  if (isIP(bare) !== 6) return bare;
  return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros (`::` filled in). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) =>
          // A trailing dotted quad is the last two groups (past the /64 that counts).
          group.includes('.') ? ['0', '0'] : [parseInt(group, 16).toString(16)],
        );
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: Math.max(0, 8 - first.length - last.length) }, () => '0');
  return [...first, ...zeros, ...last];
}
