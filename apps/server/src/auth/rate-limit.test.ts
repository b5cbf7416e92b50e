import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttemptLimiter, RateLimitedError, type AttemptLimits } from './rate-limit';

const limits: AttemptLimits = {
  perAccountAddress: { points: 3, durationSeconds: 60, blockSeconds: 600 },
  perAccount: { points: 6, durationSeconds: 3600 },
  perAddress: { points: 8, durationSeconds: 60 },
};

/** Seconds to wait when refused, null when allowed. */
async function refusal(check: Promise<void>): Promise<number | null> {
  try {
    await check;
    return null;
  } catch (error) {
    if (error instanceof RateLimitedError) return error.retryAfterSeconds;
    throw error;
  }
}

// A Redis of its own on a Unix socket, when the machine has redis-server.
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
let redis: Redis | undefined;
let redisProcess: ChildProcess | undefined;
let redisDir: string | undefined;

beforeAll(async () => {
  if (!hasRedis) return;
  redisDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-redis-'));
  const socket = path.join(redisDir, 'redis.sock');
  redisProcess = spawn(
    'redis-server',
    ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let wait = 0; wait < 100 && !fs.existsSync(socket); wait++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  redis = new Redis({ path: socket, maxRetriesPerRequest: 2 });
});

afterAll(async () => {
  await redis?.quit();
  redisProcess?.kill();
  if (redisDir) fs.rmSync(redisDir, { recursive: true, force: true });
});

const backends = [
  { name: 'memory', make: (prefix: string) => new AttemptLimiter(prefix, limits) },
  ...(hasRedis
    ? [{ name: 'redis', make: (prefix: string) => new AttemptLimiter(prefix, limits, redis) }]
    : []),
];

describe.each(backends)('AttemptLimiter ($name)', ({ make }) => {
  /** One guess: counted, then failed. */
  const fail = async (limiter: AttemptLimiter, account: string, address: string) => {
    await limiter.attempt(account, address);
    await limiter.recordFailure(account, address);
  };

  it('blocks a pair after its points, for blockSeconds, and nobody else', async () => {
    const limiter = make('pair');
    for (let failure = 0; failure < 3; failure++) await fail(limiter, 'a@x.test', '192.0.2.1');
    const wait = await refusal(limiter.attempt('a@x.test', '192.0.2.1'));
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
    expect(await refusal(limiter.attempt('a@x.test', '192.0.2.2'))).toBeNull();
    expect(await refusal(limiter.attempt('b@x.test', '192.0.2.1'))).toBeNull();
  });

  it('counts nothing for a refused attempt', async () => {
    const limiter = make('refused');
    for (let failure = 0; failure < 3; failure++) await fail(limiter, 'a@x.test', '192.0.2.1');
    for (let retry = 0; retry < 20; retry++) {
      expect(await refusal(limiter.attempt('a@x.test', '192.0.2.1'))).toBeGreaterThan(0);
    }
    // 3 of the account's 6 points are used, whatever the blocked address kept trying.
    await fail(limiter, 'a@x.test', '192.0.2.2');
    await fail(limiter, 'a@x.test', '192.0.2.3');
    expect(await refusal(limiter.attempt('a@x.test', '192.0.2.4'))).toBeNull();
    expect(await refusal(limiter.attempt('a@x.test', '192.0.2.5'))).toBeGreaterThan(3500);
  });

  it('lets exactly the allowed number of guesses through when they come at once', async () => {
    const limiter = make('burst');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => refusal(limiter.attempt('a@x.test', '192.0.2.1'))),
    );
    expect(results.filter((wait) => wait === null)).toHaveLength(3);
    // The 17 refused ones gave their points back: the account has 3 more to go.
    for (let failure = 0; failure < 3; failure++) {
      await limiter.recordFailure('a@x.test', '192.0.2.1');
      await fail(limiter, 'a@x.test', `198.51.100.${failure}`);
    }
    expect(await refusal(limiter.attempt('a@x.test', '192.0.2.9'))).toBeGreaterThan(3500);
  });

  it('clears the pair on a success, and counts the success nowhere', async () => {
    const limiter = make('success');
    await fail(limiter, 'a@x.test', '192.0.2.1');
    await fail(limiter, 'a@x.test', '192.0.2.1');
    await limiter.attempt('a@x.test', '192.0.2.1');
    await limiter.recordSuccess('a@x.test', '192.0.2.1');
    await fail(limiter, 'a@x.test', '192.0.2.1');
    await fail(limiter, 'a@x.test', '192.0.2.1');
    await fail(limiter, 'a@x.test', '192.0.2.1');
    expect(await refusal(limiter.attempt('a@x.test', '192.0.2.1'))).toBeGreaterThan(590);
    // The account's count was not cleared: 5 failures, and the 6th reaches its ceiling.
    await fail(limiter, 'a@x.test', '192.0.2.7');
    expect(await refusal(limiter.attempt('a@x.test', '192.0.2.8'))).toBeGreaterThan(3500);
  });

  it('stops many addresses on one account, except an address the owner is trusted at', async () => {
    const limiter = make('account');
    for (let failure = 0; failure < 6; failure++) {
      await fail(limiter, 'a@x.test', `198.51.100.${failure}`);
    }
    const trusted = async () => true;
    const untrusted = async () => false;
    expect(await refusal(limiter.attempt('a@x.test', '192.0.2.1'))).toBeGreaterThan(3500);
    expect(await refusal(limiter.attempt('a@x.test', '192.0.2.1', untrusted))).toBeGreaterThan(
      3500,
    );
    expect(await refusal(limiter.attempt('b@x.test', '192.0.2.1'))).toBeNull();
    expect(await refusal(limiter.attempt('a@x.test', '192.0.2.1', trusted))).toBeNull();
    await limiter.recordFailure('a@x.test', '192.0.2.1');
    // Trust does not lift the pair's own block.
    await limiter.attempt('a@x.test', '192.0.2.1', trusted);
    await limiter.recordFailure('a@x.test', '192.0.2.1');
    await limiter.attempt('a@x.test', '192.0.2.1', trusted);
    await limiter.recordFailure('a@x.test', '192.0.2.1');
    expect(await refusal(limiter.attempt('a@x.test', '192.0.2.1', trusted))).toBeGreaterThan(590);
  });

  it('asks about trust only when the account ceiling refuses', async () => {
    const limiter = make('ask');
    let asked = 0;
    const trusted = async () => {
      asked++;
      return true;
    };
    await fail(limiter, 'a@x.test', '192.0.2.1');
    await limiter.attempt('a@x.test', '192.0.2.2', trusted);
    expect(asked).toBe(0);
  });

  it('blocks one address trying many accounts', async () => {
    const limiter = make('address');
    for (let failure = 0; failure < 8; failure++) {
      await fail(limiter, `user${failure}@x.test`, '192.0.2.1');
    }
    expect(await refusal(limiter.attempt('new@x.test', '192.0.2.1'))).toBeGreaterThan(0);
    expect(await refusal(limiter.attempt('new@x.test', '192.0.2.2'))).toBeNull();
  });
});
