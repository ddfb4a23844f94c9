import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { CustomScheme } from 'electron';
import { APP_HOST, APP_SCHEME } from './app-origin.ts';

/** The only sources the renderer may load from; sent with every response of the app scheme. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
].join('; ');

/**
 * Registered before the app is ready: `standard` gives the scheme real origins and relative
 * URLs, `secure` lets it use APIs reserved for secure contexts, and `supportFetchAPI` lets the
 * renderer `fetch` its own assets.
 */
export const appSchemePrivileges: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
};

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(filePath: string): string {
  return contentTypes[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Pages of the app that are addresses rather than files: each is served the app's index.html,
 * which reads the address (the projector display loads `/display?session=<id>`).
 */
export const APP_PAGES: ReadonlySet<string> = new Set(['/display']);

export type AppFileLookup =
  { ok: true; filePath: string } | { ok: false; status: 400 | 403; reason: string };

/**
 * Map an app URL to a file under `rootDir`. Refuses other hosts and any path that would leave
 * the folder once decoded (`..`, encoded slashes or backslashes, absolute paths, NUL bytes).
 */
export function resolveAppFile(rootDir: string, url: string): AppFileLookup {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, status: 400, reason: 'not a URL' };
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) {
    return { ok: false, status: 400, reason: `not an app URL: ${url}` };
  }
  let relative: string;
  try {
    relative = decodeURIComponent(parsed.pathname);
  } catch {
    return { ok: false, status: 400, reason: 'malformed escape in the path' };
  }
  if (relative.includes('\0')) return { ok: false, status: 400, reason: 'NUL byte in the path' };
  if (APP_PAGES.has(relative)) relative = '/index.html';
  if (relative === '' || relative.endsWith('/')) relative += 'index.html';

  const root = path.resolve(rootDir);
  // Both separators count: an encoded backslash must not climb out of the folder on Windows.
  const segments = relative.split(/[\\/]+/).filter((segment) => segment !== '');
  const filePath = path.resolve(root, ...segments);
  const fromRoot = path.relative(root, filePath);
  if (
    segments.includes('..') ||
    fromRoot === '' ||
    fromRoot.startsWith('..') ||
    path.isAbsolute(fromRoot)
  ) {
    return { ok: false, status: 403, reason: `outside the app folder: ${relative}` };
  }
  return { ok: true, filePath };
}

function textResponse(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * The handler for `protocol.handle(APP_SCHEME, …)`: serves the built renderer from `rootDir`
 * and nothing else, read-only, with the CSP on every response.
 */
export function createAppProtocolHandler(rootDir: string): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return textResponse(405, 'Method not allowed');
    }
    const lookup = resolveAppFile(rootDir, request.url);
    if (!lookup.ok) return textResponse(lookup.status, lookup.reason);
    try {
      const info = await stat(lookup.filePath);
      if (!info.isFile()) return textResponse(404, 'Not found');
      const body =
        request.method === 'HEAD' ? null : new Uint8Array(await readFile(lookup.filePath));
      return new Response(body, {
        status: 200,
        headers: {
          'Content-Type': contentTypeFor(lookup.filePath),
          'Content-Security-Policy': CONTENT_SECURITY_POLICY,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'no-cache',
        },
      });
    } catch {
      return textResponse(404, 'Not found');
    }
  };
}
