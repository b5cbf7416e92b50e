import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  url: string;
  /** The current process: another one after restart(). */
  readonly pid: number;
  dataDir: string;
  /** What the server printed so far, over all its starts: logs, and the demo logins. */
  output(): string;
  /** Ends the server (SIGTERM, a clean stop) and removes its data folder. */
  stop(): Promise<void>;
  /**
   * Ends the process with `signal` (SIGKILL: a crash, no clean-up of any kind) and waits
   * until it has exited; the data folder stays.
   */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /**
   * Starts the server again on the same data folder, port and environment, at once, and
   * waits until /healthz answers. Resolves with the milliseconds from spawn to that answer.
   */
  restart(): Promise<number>;
}

/**
 * The real server as `npm start` runs it, in its own process, on a fresh data folder, with
 * the embedded database unless `environment` names a DATABASE_URL.
 */
export async function startServerProcess(
  environment: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-server-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...environment,
  };
  if (!environment.DATABASE_URL) delete env.DATABASE_URL;
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  let child: ChildProcess;

  /** Spawns the server and waits for /healthz; the milliseconds from spawn to healthy. */
  const spawnServer = async (): Promise<number> => {
    const started = Date.now();
    const current = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repositoryRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = current;
    current.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    current.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (;;) {
      if (current.exitCode !== null || current.signalCode !== null)
        throw new Error(`server exited:\n${output}`);
      if (Date.now() - started > 60_000) {
        current.kill('SIGKILL');
        throw new Error(`server did not answer within 60 s:\n${output}`);
      }
      const healthy = await fetch(`${url}/healthz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (healthy) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    const current = child;
    if (current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill(signal);
    await exited;
  };

  await spawnServer();
  return {
    url,
    get pid() {
      return child.pid ?? 0;
    },
    dataDir,
    output: () => output,
    stop: async () => {
      await kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    kill,
    restart: async () => {
      if (child.exitCode === null && child.signalCode === null)
        throw new Error('the server still runs: kill() it first');
      return spawnServer();
    },
  };
}

/** Resident memory of a process, from /proc. */
export function rssMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(status.match(/^VmRSS:\s+(\d+) kB$/m)?.[1] ?? NaN);
  return kilobytes / 1024;
}

export interface GraphqlBody<Data> {
  data?: Data;
  errors?: unknown[];
}

/** A GraphQL request to a running server, as an API client sends it: the answer and its size. */
export async function postGraphql<Data = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ body: GraphqlBody<Data>; bytes: number }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return { body: JSON.parse(text) as GraphqlBody<Data>, bytes: text.length };
}
