import { describe, expect, it } from 'vitest';
import { consoleLink, screenLinks, teamLink } from '../../../session/hall-links.ts';
import { qrPath } from '../../../renderer/hall/qr.ts';

describe('hall links', () => {
  const base = 'http://192.168.1.20:4777';
  it('give each screen its page, a team its key, and never a token', () => {
    const links = screenLinks(base, 'tonight', [{ id: 't12', name: 'Battle map' }]);
    expect(links.map((l) => l.url)).toEqual([
      `${base}/display?session=tonight`,
      `${base}/ticker?session=tonight`,
      `${base}/results?session=tonight`,
      `${base}/timer?session=tonight&timer=t12`,
    ]);
    expect(teamLink(base, 'tonight', { id: 'red', name: 'Red' }, 'k/+=').url).toBe(
      `${base}/team?session=tonight&team=red&key=k%2F%2B%3D`,
    );
    expect(consoleLink(base, 'tonight')).toBe(`${base}/#/session/tonight`);
  });

  it('draw a QR code as one path, bigger for a longer link', () => {
    const short = qrPath('http://a/');
    const long = qrPath(`${base}/team?session=tonight&team=red&key=${'x'.repeat(22)}`);
    expect(short.size).toBe(21 + 4); // version 1 and the quiet zone
    expect(long.size).toBeGreaterThan(short.size);
    expect(long.d).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
  });
});
