import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLoginLimits } from '../../auth/rate-limit';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

// Login throttling through the real API: an attacker's address is stopped, the owner is not.
const loginMutation =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
const changeMutation =
  'mutation ($current: String!, $password: String!) { changePassword(currentPassword: $current, password: $password, passwordConfirmation: $password) }';
const password = 'vezel-demo-2026';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const attempt = (email: string, secret: string, address: string) =>
  app.gql<{ login: { token: string } }>(
    loginMutation,
    { email, password: secret },
    { address, locale: 'en' },
  );

describe('login throttling', () => {
  it("does not lock the owner out, however often an attacker's address fails", async () => {
    for (let guess = 0; guess < 25; guess++) {
      const result = await attempt('manager@vezel.test', `guess-${guess}`, '203.0.113.10');
      expect(errorCode(result)).toBe(guess < 5 ? 'INVALID_CREDENTIALS' : 'RATE_LIMITED');
    }
    // The right password from the attacker's address does not help the attacker…
    expect(errorCode(await attempt('manager@vezel.test', password, '203.0.113.10'))).toBe(
      'RATE_LIMITED',
    );
    // …while the owner, from their own address, logs in as usual.
    const owner = await attempt('manager@vezel.test', password, '192.0.2.50');
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.login.token).toBeTruthy();
    // The attacker's address is blocked for that account only.
    expect((await attempt('admin@vezel.test', password, '203.0.113.10')).errors).toBeUndefined();
  });

  it('blocks the (account, address) pair after 5 failures, for 15 minutes', async () => {
    for (let guess = 0; guess < 4; guess++) {
      const result = await attempt('admin@vezel.test', `guess-${guess}`, '203.0.113.11');
      expect(errorCode(result)).toBe('INVALID_CREDENTIALS');
    }
    expect((await attempt('admin@vezel.test', password, '203.0.113.11')).errors).toBeUndefined();
    // The success cleared the pair's count: 5 more failures are needed to block it.
    for (let guess = 0; guess < 5; guess++) {
      const result = await attempt('admin@vezel.test', `again-${guess}`, '203.0.113.11');
      expect(errorCode(result)).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await attempt('admin@vezel.test', password, '203.0.113.11');
    expect(errorCode(blocked)).toBe('RATE_LIMITED');
    expect(blocked.errors?.[0]?.message).toBe('Too many login attempts. Try again in 15 minutes.');
  });

  it('treats an unknown address like a known one', async () => {
    for (let guess = 0; guess < 5; guess++) {
      const result = await attempt('nobody@vezel.test', `guess-${guess}`, '203.0.113.12');
      expect(errorCode(result)).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await attempt('nobody@vezel.test', 'guess', '203.0.113.12');
    expect(errorCode(blocked)).toBe('RATE_LIMITED');
    expect(blocked.errors?.[0]?.message).toBe('Too many login attempts. Try again in 15 minutes.');
  });

  it('lets only 5 guesses through when they are sent at the same moment', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, guess) =>
        attempt('admin@vezel.test', `burst-${guess}`, '203.0.113.13'),
      ),
    );
    const codes = results.map((result) => errorCode(result));
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(15);
  });

  it('stops a distributed attack on one account, but not the owner at an address they used', async () => {
    const ceiling = defaultLoginLimits.login.perAccount.points;
    // The owner logged in from the office before the attack.
    expect((await attempt('surveyor@vezel.test', password, '192.0.2.60')).errors).toBeUndefined();
    for (let guess = 0; guess < ceiling; guess++) {
      const address = `10.${Math.floor(guess / 200)}.${guess % 200}.1`;
      const result = await attempt('surveyor@vezel.test', `guess-${guess}`, address);
      expect(errorCode(result)).toBe('INVALID_CREDENTIALS');
    }
    // Now one more address guessing is refused, even with the right password…
    const fresh = await attempt('surveyor@vezel.test', password, '10.99.0.1');
    expect(errorCode(fresh)).toBe('RATE_LIMITED');
    expect(fresh.errors?.[0]?.message).toMatch(
      /^Too many login attempts\. Try again in \d+ minutes\.$/,
    );
    // …but the owner at the office still gets in, and other accounts are untouched.
    expect((await attempt('surveyor@vezel.test', password, '192.0.2.60')).errors).toBeUndefined();
    expect((await attempt('admin@vezel.test', password, '10.99.0.1')).errors).toBeUndefined();
  });
});

describe('change password throttling', () => {
  it('blocks the session after 5 wrong current passwords from an address', async () => {
    const token = await app.login('other@vezel.test');
    const change = (current: string, address: string) =>
      app.gql(
        changeMutation,
        { current, password: 'ander-wachtwoord' },
        { token, address, locale: 'en' },
      );
    for (let guess = 0; guess < 5; guess++) {
      const result = await change(`guess-${guess}`, '203.0.113.20');
      expect(errorCode(result)).toBe('CURRENT_PASSWORD_WRONG');
    }
    const blocked = await change(password, '203.0.113.20');
    expect(errorCode(blocked)).toBe('RATE_LIMITED');
    expect(blocked.errors?.[0]?.message).toBe(
      'Too many wrong current passwords. Try again in 15 minutes.',
    );
    const dutch = await app.gql(
      changeMutation,
      { current: password, password: 'ander-wachtwoord' },
      { token, address: '203.0.113.20' },
    );
    expect(dutch.errors?.[0]?.message).toBe(
      'Te vaak een onjuist huidig wachtwoord. Probeer het over 15 minuten opnieuw.',
    );
    // Nothing was changed: the old password still logs in.
    expect((await attempt('other@vezel.test', password, '192.0.2.70')).errors).toBeUndefined();
  });

  it('blocks a user everywhere after 10 wrong current passwords in an hour', async () => {
    const ceiling = defaultLoginLimits.passwordChange.perAccount.points;
    const token = await app.login('admin@vezel.test');
    for (let guess = 0; guess < ceiling; guess++) {
      // Two guesses per address: the per-address block is not what stops this.
      const result = await app.gql(
        changeMutation,
        { current: `guess-${guess}`, password: 'ander-wachtwoord' },
        { token, address: `203.0.113.${30 + Math.floor(guess / 2)}` },
      );
      expect(errorCode(result)).toBe('CURRENT_PASSWORD_WRONG');
    }
    const blocked = await app.gql(
      changeMutation,
      { current: password, password: 'ander-wachtwoord' },
      { token, address: '203.0.113.99', locale: 'en' },
    );
    expect(errorCode(blocked)).toBe('RATE_LIMITED');
    // Logging in is a different count: the admin is not locked out of the app.
    expect((await attempt('admin@vezel.test', password, '203.0.113.99')).errors).toBeUndefined();
  });
});
