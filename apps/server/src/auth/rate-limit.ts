import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export interface LoginLimits {
  perAccount: { points: number; durationSeconds: number };
  perAddress: { points: number; durationSeconds: number };
}

export const defaultLoginLimits: LoginLimits = {
  perAccount: { points: 5, durationSeconds: 15 * 60 },
  perAddress: { points: 30, durationSeconds: 15 * 60 },
};

export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('rate limited');
  }
}

/**
 * Counts failed logins per account and per client address; a success clears the
 * account's count. In memory by default, in Redis when several servers share the load.
 */
export class LoginRateLimiter {
  private readonly account: RateLimiterAbstract;
  private readonly address: RateLimiterAbstract;

  constructor(limits: LoginLimits = defaultLoginLimits, redis?: Redis) {
    const make = (prefix: string, limit: { points: number; durationSeconds: number }) =>
      redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `vezel:${prefix}`,
            points: limit.points,
            duration: limit.durationSeconds,
          })
        : new RateLimiterMemory({
            keyPrefix: prefix,
            points: limit.points,
            duration: limit.durationSeconds,
          });
    this.account = make('login-account', limits.perAccount);
    this.address = make('login-address', limits.perAddress);
  }

  /** Throws RateLimitedError when either count is used up. */
  async assertAllowed(email: string, address: string): Promise<void> {
    const [account, fromAddress] = await Promise.all([
      this.account.get(email),
      this.address.get(address),
    ]);
    const blocked = [
      { res: account, limiter: this.account },
      { res: fromAddress, limiter: this.address },
    ].filter(({ res, limiter }) => res !== null && res.consumedPoints >= limiter.points);
    if (blocked.length > 0) {
      const wait = Math.max(...blocked.map(({ res }) => res?.msBeforeNext ?? 0));
      throw new RateLimitedError(Math.ceil(wait / 1000));
    }
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await Promise.all([consume(this.account, email), consume(this.address, address)]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.account.delete(email);
  }
}

async function consume(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    // Running out of points here only means the next attempt will be refused.
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
  }
}

/**
 * Reset mails per address: enough for a person who lost the first mail, too few to flood
 * someone's inbox. Over the limit the request is answered as usual but sends nothing.
 */
export class ResetMailLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(redis?: Redis, points = 5, durationSeconds = 60 * 60) {
    this.limiter = redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: 'vezel:reset-mail',
          points,
          duration: durationSeconds,
        })
      : new RateLimiterMemory({ keyPrefix: 'reset-mail', points, duration: durationSeconds });
  }

  /** Counts one mail to this address; false when the address had its share. */
  async allow(email: string): Promise<boolean> {
    try {
      await this.limiter.consume(email);
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }
}
