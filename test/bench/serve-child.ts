import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `lodestar serve` on 127.0.0.1 and any free port, as a child process of the bench. */
export interface ServeChild {
  url: string;
  child: ChildProcess;
}

/** Starts `node bin/lodestar.js serve` from `root` (this checkout by default). */
export async function startServeChild(
  dataDir: string,
  root = fileURLToPath(new URL('../..', import.meta.url)),
): Promise<ServeChild> {
  const child = spawn(
    process.execPath,
    ['bin/lodestar.js', 'serve', '--port', '0', '--host', '127.0.0.1', '--data', dataDir],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += String(chunk)));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const found = /serving (http:\/\/\S+)/.exec(out)?.[1];
      if (found) resolve(found);
    });
    child.once('exit', (code) => reject(new Error(`lodestar serve exited (${code}): ${errors}`)));
  });
  return { url, child };
}

/** Stops the child and waits for it (at most 5 s). */
export async function stopServeChild({ child }: ServeChild): Promise<void> {
  child.kill('SIGINT');
  await new Promise((resolve) => {
    child.once('exit', resolve);
    setTimeout(resolve, 5_000).unref();
  });
}

/** A process's resident memory now and at its peak, in MB, from /proc (Linux). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}
