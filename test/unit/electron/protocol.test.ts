import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  contentTypeFor,
  createAppProtocolHandler,
  resolveAppFile,
} from '../../../electron/protocol.ts';
import { isAppUrl } from '../../../electron/app-origin.ts';

let tmp: string;
let root: string;
let serve: (request: Request) => Promise<Response>;
const SECRET = 'the contents of a file outside the app folder';

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'lodestar-protocol-'));
  root = path.join(tmp, 'renderer');
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Lodestar</title>');
  await writeFile(path.join(root, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(path.join(root, 'assets', 'app.css'), 'body{}');
  await writeFile(path.join(root, 'assets', 'font.woff2'), 'wOF2');
  await writeFile(path.join(tmp, 'secret.txt'), SECRET);
  await writeFile(path.join(tmp, 'renderer-secret.txt'), SECRET);
  serve = createAppProtocolHandler(root);
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

const get = (url: string, method = 'GET') => serve(new Request(url, { method }));

describe('app protocol', () => {
  it('serves the entry page with its type and the content security policy', async () => {
    const response = await get('lodestar://app/index.html');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<title>Lodestar</title>');
  });

  it('serves index.html for the bare origin', async () => {
    const response = await get('lodestar://app/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Lodestar');
  });

  it('sends scripts, styles and fonts with their MIME types', async () => {
    expect((await get('lodestar://app/assets/app.js')).headers.get('content-type')).toBe(
      'text/javascript; charset=utf-8',
    );
    expect((await get('lodestar://app/assets/app.css')).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    );
    expect((await get('lodestar://app/assets/font.woff2')).headers.get('content-type')).toBe(
      'font/woff2',
    );
    expect(contentTypeFor('x.unknown')).toBe('application/octet-stream');
    expect(contentTypeFor('X.SVG')).toBe('image/svg+xml');
  });

  it('the policy allows only the app itself, with inline styles and data/blob images', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'",
    );
  });

  it.each([
    'lodestar://app/../../etc/passwd',
    'lodestar://app/../secret.txt',
    'lodestar://app/%2e%2e/secret.txt',
    'lodestar://app/..%2fsecret.txt',
    'lodestar://app/assets/..%2f..%2fsecret.txt',
    'lodestar://app/..%5csecret.txt',
    'lodestar://app/%2E%2E%5C%2E%2E%5Csecret.txt',
    'lodestar://app/..%2frenderer-secret.txt',
    `lodestar://app/${encodeURIComponent(path.join(os.tmpdir(), 'secret.txt'))}`,
    'lodestar://app/index.html%00.js',
  ])('never serves a file outside the app folder: %s', async (url) => {
    const response = await get(url);
    expect(response.status).not.toBe(200);
    expect(await response.text()).not.toContain(SECRET);
  });

  it('refuses encoded traversal as forbidden', async () => {
    expect((await get('lodestar://app/..%2fsecret.txt')).status).toBe(403);
    expect(resolveAppFile(root, 'lodestar://app/..%5c..%5csecret.txt')).toMatchObject({
      ok: false,
      status: 403,
    });
  });

  it('answers 404 for a missing file or a folder', async () => {
    expect((await get('lodestar://app/missing.js')).status).toBe(404);
    expect((await get('lodestar://app/assets')).status).toBe(404);
  });

  it('serves no other host and accepts only reads', async () => {
    expect((await get('lodestar://evil/index.html')).status).toBe(400);
    expect((await get('lodestar://app/index.html', 'POST')).status).toBe(405);
    const head = await get('lodestar://app/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('resolves app URLs inside the folder', () => {
    expect(resolveAppFile(root, 'lodestar://app/assets/app.js')).toEqual({
      ok: true,
      filePath: path.join(root, 'assets', 'app.js'),
    });
    expect(resolveAppFile(root, 'lodestar://app/a%20b.txt')).toEqual({
      ok: true,
      filePath: path.join(root, 'a b.txt'),
    });
    expect(resolveAppFile(root, 'lodestar://app/%E0%A4%A')).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(resolveAppFile(root, 'not a url')).toMatchObject({ ok: false, status: 400 });
  });
});

describe('isAppUrl', () => {
  it.each([
    ['lodestar://app/index.html', true],
    ['lodestar://app', true],
    ['lodestar://app/#/library', true],
    ['lodestar://evil/index.html', false],
    ['lodestar://app.evil.com/index.html', false],
    ['lodestar://user@app/index.html', false],
    ['https://app/index.html', false],
    ['file:///app/index.html', false],
    ['about:blank', false],
    ['', false],
  ])('%s → %s', (url, expected) => {
    expect(isAppUrl(url)).toBe(expected);
  });
});
