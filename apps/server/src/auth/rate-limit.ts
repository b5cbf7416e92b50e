import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export interface Limit {
  /** Failures counted within `durationSeconds` of the first one. */
  points: number;
  durationSeconds: number;
  /** When set, using up the points blocks for this long from the last failure. */
  blockSeconds?: number;
}

/**
 * Guesses of one secret (a password) of one account, counted three ways, as OWASP's
 * authentication guidance advises: locking the account for everyone would let anyone who
 * knows an e-mail address lock its owner out.
 */
export interface AttemptLimits {
  /** One address guessing one account: blocks that address, for that account only. */
  perAccountAddress: Limit;
  /** All addresses together on one account: a slow ceiling only a distributed attack reaches. */
  perAccount: Limit;
  /** One address trying many accounts. */
  perAddress?: Limit;
}

export interface LoginLimits {
  login: AttemptLimits;
  passwordChange: AttemptLimits;
}

export const defaultLoginLimits: LoginLimits = {
  login: {
    perAccountAddress: { points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
    perAccount: { points: 100, durationSeconds: 60 * 60 },
    perAddress: { points: 30, durationSeconds: 15 * 60 },
  },
  // Only someone logged in as the user can guess here, so the per-user ceiling can be low: it
  // slows down whoever took over a session without bothering anyone else.
  passwordChange: {
    perAccountAddress: { points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
    perAccount: { points: 10, durationSeconds: 60 * 60 },
  },
};

export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('rate limited');
  }
}

interface Counter {
  limiter: RateLimiterAbstract;
  limit: Limit;
}

function counter(prefix: string, limit: Limit, redis?: Redis): Counter {
  const options = { points: limit.points, duration: limit.durationSeconds };
  const limiter = redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `vezel:${prefix}`, ...options })
    : new RateLimiterMemory({ keyPrefix: prefix, ...options });
  return { limiter, limit };
}

/** Takes one point; the answer tells how many are taken now, also past the limit. */
async function take({ limiter }: Counter, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection;
    throw rejection;
  }
}

/**
 * Counts failed guesses per (account, address) pair, per account and per address. A guess
 * is counted before the secret is checked, so that guesses sent at the same moment cannot
 * slip past a limit together; a refused or successful attempt gives its points back. A
 * success also clears the pair's count, but not the others, so a guesser cannot reset them
 * by logging in to an account of their own. In memory by default, in Redis when several
 * servers share the load.
 */
export class AttemptLimiter {
  private readonly pair: Counter;
  private readonly account: Counter;
  private readonly address: Counter | null;

  constructor(name: string, limits: AttemptLimits, redis?: Redis) {
    this.pair = counter(`${name}-pair`, limits.perAccountAddress, redis);
    this.account = counter(`${name}-account`, limits.perAccount, redis);
    this.address = limits.perAddress ? counter(`${name}-address`, limits.perAddress, redis) : null;
  }

  private counters(account: string, address: string): [Counter, string][] {
    return [
      [this.pair, pairKey(account, address)],
      ...(this.address ? [[this.address, address] as [Counter, string]] : []),
      [this.account, account],
    ];
  }

  /**
   * Counts an attempt, or throws RateLimitedError when a count is used up. `trusted` is
   * asked only when the per-account ceiling refuses: at an address the owner used before
   * (it says) they may go on, within the pair and address limits, so that a distributed
   * attack does not lock the owner out either.
   */
  async attempt(account: string, address: string, trusted?: () => Promise<boolean>): Promise<void> {
    const taken: [Counter, string][] = [];
    try {
      for (const [counter, key] of this.counters(account, address)) {
        const res = await take(counter, key);
        taken.push([counter, key]);
        if (res.consumedPoints <= counter.limit.points) continue;
        if (counter === this.account && trusted && (await trusted())) continue;
        throw new RateLimitedError(Math.ceil(Math.max(res.msBeforeNext, 1) / 1000));
      }
    } catch (error) {
      await Promise.all(taken.map(([counter, key]) => counter.limiter.reward(key, 1)));
      throw error;
    }
  }

  /** The attempt failed: its points stay taken; a used-up count with blockSeconds blocks. */
  async recordFailure(account: string, address: string): Promise<void> {
    await Promise.all(
      this.counters(account, address).map(async ([{ limiter, limit }, key]) => {
        if (!limit.blockSeconds) return;
        const res = await limiter.get(key);
        if (res && res.consumedPoints >= limit.points) await limiter.block(key, limit.blockSeconds);
      }),
    );
  }

  async recordSuccess(account: string, address: string): Promise<void> {
    await Promise.all(
      this.counters(account, address).map(([counter, key]) =>
        counter === this.pair ? counter.limiter.delete(key) : counter.limiter.reward(key, 1),
      ),
    );
  }
}

// A newline occurs in neither a normalised e-mail address, a user id nor a client address.
const pairKey = (account: string, address: string) => `${account}\n${address}`;

/**
 * Every check of a password a person types: at login (by e-mail address) and when a
 * logged-in user changes their password (by user id).
 */
export class LoginRateLimiter {
  readonly login: AttemptLimiter;
  readonly passwordChange: AttemptLimiter;

  constructor(limits: LoginLimits = defaultLoginLimits, redis?: Redis) {
    this.login = new AttemptLimiter('login', limits.login, redis);
    this.passwordChange = new AttemptLimiter('password-change', limits.passwordChange, redis);
  }
}

/**
 * Reset mails per address: enough for a person who lost the first mail, too few to flood
 * someone's inbox. Over the limit the request is answered as usual but sends nothing.
 */
export class ResetMailLimiter {
  private readonly mails: Counter;

  constructor(redis?: Redis, points = 5, durationSeconds = 60 * 60) {
    this.mails = counter('reset-mail', { points, durationSeconds }, redis);
  }

  /** Counts one mail to this address; false when the address had its share. */
  async allow(email: string): Promise<boolean> {
    return (await take(this.mails, email)).consumedPoints <= this.mails.limit.points;
  }
}
