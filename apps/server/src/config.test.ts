import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to port 3000, the embedded database with demo data, and no special users', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      demoData: true,
      subscriptionUserIds: [],
      developerUserIds: [],
      secureCookies: false,
      jobRetryMs: 30_000,
    });
  });

  it('reads the first retry delay of failed jobs', () => {
    expect(loadConfig({ JOB_RETRY_MS: '500' }).jobRetryMs).toBe(500);
    expect(() => loadConfig({ JOB_RETRY_MS: '0' })).toThrow(/JOB_RETRY_MS/);
  });

  it('seeds a PostgreSQL server only with DEMO_DATA=1', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x', DEMO_DATA: '1' }).demoData).toBe(
      true,
    );
  });

  it('reads user id lists and secure cookies behind https', () => {
    const config = loadConfig({
      SUBSCRIPTION_USER_IDS: '4, 7',
      DEVELOPER_USER_IDS: '7',
      PUBLIC_URL: 'https://vezel.example.nl/',
    });
    expect(config.subscriptionUserIds).toEqual([4, 7]);
    expect(config.developerUserIds).toEqual([7]);
    expect(config.publicUrl).toBe('https://vezel.example.nl');
    expect(config.secureCookies).toBe(true);
  });

  it('stops with a clear message on a wrong value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ SUBSCRIPTION_USER_IDS: '1,x' })).toThrow(
      /SUBSCRIPTION_USER_IDS: must be a comma-separated list of user ids/,
    );
  });
});
