import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { withTimeout } from './time.ts';

// CommonJS, run with `node -e`: a bare node:http server answering every request with `SIZE` bytes.
const SCRIPT = `
const http = require('node:http');
const size = Number(process.env.SIZE);
const body = require('node:crypto').randomBytes(size);
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'gzip', 'content-length': size });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
process.on('SIGTERM', () => process.exit(0));
`;

/**
 * A ceiling for a static answer: plain node:http in its own process, sending a fixed body of the given
 * size, with no framework, hooks or headers of ours. What the same load generator gets from it is the
 * most this machine can show for an answer of that size.
 */
export async function startBareHttpServer(options: {
  bytes: number;
}): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['-e', SCRIPT], {
    env: { ...process.env, SIZE: String(options.bytes) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await withTimeout(exited, 5000, 'bare http server did not stop').catch(() => child.kill('SIGKILL'));
    }
  };
  try {
    const port = await withTimeout(
      new Promise<number>((resolve, reject) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          const match = /port (\d+)/.exec(chunk.toString());
          if (match?.[1]) resolve(Number(match[1]));
        });
        child.once('exit', (code) => reject(new Error(`bare http server exited (${code})`)));
      }),
      10_000,
      'bare http server did not start',
    );
    return { url: `http://127.0.0.1:${port}/`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
