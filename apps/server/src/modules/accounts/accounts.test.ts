import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { hashToken } from '../../auth/tokens';
import { passwordResetTokens } from '../../db/tables';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

const loginMutation =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token expires_at user { email } } }';
const meQuery = '{ me { id email full_name permissions { manager administrator } } }';
const resetRequest =
  'mutation ($email: String!, $locale: String) { requestPasswordReset(email: $email, locale: $locale) }';
const resetMutation =
  'mutation ($token: String!, $password: String!, $confirmation: String!) { resetPassword(token: $token, password: $password, passwordConfirmation: $confirmation) }';

const tokenFromLink = (link: string | undefined) => link?.split('/').pop() ?? '';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('login', () => {
  it('gives a session token in the body and an HttpOnly cookie valid 7 days', async () => {
    const result = await app.gql<{ login: { token: string; expires_at: string } }>(loginMutation, {
      email: 'Manager@Vezel.test ',
      password: 'vezel-demo-2026',
    });
    expect(result.errors).toBeUndefined();
    const cookie = result.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`vezel_session=${result.data?.login.token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const days = (Date.parse(result.data!.login.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const byBearer = await app.gql<{ me: { email: string } }>(
      meQuery,
      {},
      { token: result.data!.login.token },
    );
    expect(byBearer.data?.me.email).toBe('manager@vezel.test');
    const byCookie = await app.gql<{ me: { email: string } }>(
      meQuery,
      {},
      { cookie: `vezel_session=${result.data!.login.token}` },
    );
    expect(byCookie.data?.me.email).toBe('manager@vezel.test');
  });

  it('refuses a wrong password and an unknown address with the same message', async () => {
    const wrong = await app.gql(
      loginMutation,
      { email: 'surveyor@vezel.test', password: 'not-the-password' },
      { locale: 'en' },
    );
    const unknown = await app.gql(
      loginMutation,
      { email: 'nobody@vezel.test', password: 'not-the-password' },
      { locale: 'en' },
    );
    expect(errorCode(wrong)).toBe('INVALID_CREDENTIALS');
    expect(errorCode(unknown)).toBe('INVALID_CREDENTIALS');
    expect(wrong.errors?.[0]?.message).toBe('The email address or password is incorrect');
    expect(unknown.errors?.[0]?.message).toBe(wrong.errors?.[0]?.message);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it("speaks the caller's language: Dutch by default, French when asked", async () => {
    const dutch = await app.gql(loginMutation, {
      email: 'surveyor@vezel.test',
      password: 'wrong-password',
    });
    const french = await app.gql(
      loginMutation,
      { email: 'surveyor@vezel.test', password: 'wrong-password' },
      { locale: 'fr-BE,fr;q=0.9' },
    );
    expect(dutch.errors?.[0]?.message).toBe('Het e-mailadres of wachtwoord is onjuist');
    expect(french.errors?.[0]?.message).toBe("L'adresse e-mail ou le mot de passe est incorrect");
  });

  it('blocks an address for an account after 5 failed attempts, not the owner elsewhere', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const result = await app.gql(
        loginMutation,
        { email: 'other@vezel.test', password: 'guess-' + attempt },
        { address: '203.0.113.5' },
      );
      expect(errorCode(result)).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await app.gql(
      loginMutation,
      { email: 'other@vezel.test', password: 'vezel-demo-2026' },
      { address: '203.0.113.5', locale: 'en' },
    );
    expect(errorCode(blocked)).toBe('RATE_LIMITED');
    expect(blocked.errors?.[0]?.message).toMatch(
      /^Too many login attempts\. Try again in 15 minutes\.$/,
    );
    const owner = await app.gql(
      loginMutation,
      { email: 'other@vezel.test', password: 'vezel-demo-2026' },
      { address: '203.0.113.99' },
    );
    expect(owner.errors).toBeUndefined();
  });

  it('blocks an address after 30 failed attempts, whatever account it tries', async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      await app.gql(
        loginMutation,
        { email: `guess${attempt}@vezel.test`, password: 'x' },
        { address: '192.0.2.77' },
      );
    }
    const blocked = await app.gql(
      loginMutation,
      { email: 'admin@vezel.test', password: 'vezel-demo-2026' },
      { address: '192.0.2.77' },
    );
    expect(errorCode(blocked)).toBe('RATE_LIMITED');
    const elsewhere = await app.gql(
      loginMutation,
      { email: 'admin@vezel.test', password: 'vezel-demo-2026' },
      { address: '192.0.2.78' },
    );
    expect(elsewhere.errors).toBeUndefined();
  });

  it('checks the form rules on the server too', async () => {
    const result = await app.gql(
      loginMutation,
      { email: 'not an address', password: '' },
      { locale: 'en' },
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe('This is not a valid email address');
    expect(result.errors?.[0]?.extensions?.fields).toMatchObject({
      password: { key: 'validation.required' },
    });
  });
});

describe('logout', () => {
  it('revokes the token and clears the cookie', async () => {
    const token = await app.login('surveyor@vezel.test');
    const logout = await app.gql<{ logout: boolean }>('mutation { logout }', {}, { token });
    expect(logout.data?.logout).toBe(true);
    expect(logout.headers.get('set-cookie')).toContain('Max-Age=0');
    const after = await app.gql(meQuery, {}, { token });
    expect(errorCode(after)).toBe('UNAUTHENTICATED');
  });
});

describe('anonymous callers', () => {
  it.each([
    ['me', meQuery],
    ['variableSets', '{ variableSets { id name } }'],
    ['appFeedback', '{ appFeedback { id } }'],
    ['subscriptionOverview', '{ subscriptionOverview { id } }'],
    ['logout', 'mutation { logout }'],
    ['createAppFeedback', 'mutation { createAppFeedback(message: "x") { id } }'],
    [
      'changePassword',
      'mutation { changePassword(currentPassword: "a", password: "abcdefgh", passwordConfirmation: "abcdefgh") }',
    ],
    ['updateMyLocale', 'mutation { updateMyLocale(locale: "en") { id } }'],
  ])('are refused %s with 403 text', async (_name, query) => {
    const result = await app.gql(query, {}, { locale: 'en' });
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
    expect(result.errors?.[0]?.message).toBe('You are not allowed to see this');
    expect(result.data).toBeNull();
  });

  it('are refused with a made-up or expired token', async () => {
    expect(errorCode(await app.gql(meQuery, {}, { token: 'made-up-token' }))).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('password reset', () => {
  it('mails a link that works once and logs out every session', async () => {
    const oldSession = await app.login('manager@vezel.test');
    const sent = app.mails.length;
    const request = await app.gql(resetRequest, { email: 'manager@vezel.test', locale: 'en' });
    expect(request.data).toEqual({ requestPasswordReset: true });
    const mail = app.mails[sent];
    expect(mail?.to).toBe('manager@vezel.test');
    expect(mail?.subject).toBe('Reset your Vezel password');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/en\/reset-password\/[\w-]{40,}$/);
    expect(mail?.text).toContain(mail?.link);

    const token = tokenFromLink(mail?.link);
    const reset = await app.gql(resetMutation, {
      token,
      password: 'nieuw-wachtwoord-1',
      confirmation: 'nieuw-wachtwoord-1',
    });
    expect(reset.errors).toBeUndefined();
    expect(errorCode(await app.gql(meQuery, {}, { token: oldSession }))).toBe('UNAUTHENTICATED');
    await app.login('manager@vezel.test', 'nieuw-wachtwoord-1');

    const again = await app.gql(
      resetMutation,
      { token, password: 'nog-een-wachtwoord', confirmation: 'nog-een-wachtwoord' },
      { locale: 'en' },
    );
    expect(errorCode(again)).toBe('RESET_TOKEN_INVALID');
    expect(again.errors?.[0]?.message).toContain('invalid, has expired or was already used');
  });

  it('refuses an expired link', async () => {
    await app.gql(resetRequest, { email: 'surveyor@vezel.test' });
    const token = tokenFromLink(app.mails.at(-1)?.link);
    expect(app.mails.at(-1)?.link).toContain('http://localhost:3000/reset-password/');
    await app.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const result = await app.gql(resetMutation, {
      token,
      password: 'nieuw-wachtwoord-2',
      confirmation: 'nieuw-wachtwoord-2',
    });
    expect(errorCode(result)).toBe('RESET_TOKEN_INVALID');
    await app.login('surveyor@vezel.test');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const sent = app.mails.length;
    const result = await app.gql(resetRequest, { email: 'nobody@vezel.test' });
    expect(result.data).toEqual({ requestPasswordReset: true });
    expect(app.mails.length).toBe(sent);
  });

  it('sends at most 5 reset mails an hour to one address, and answers the same after', async () => {
    const sent = app.mails.length;
    for (let request = 0; request < 6; request++) {
      const result = await app.gql(resetRequest, { email: 'other@vezel.test' });
      expect(result.data).toEqual({ requestPasswordReset: true });
    }
    expect(app.mails.length - sent).toBe(5);
  });

  it('applies the password rules and changes nothing on bad input', async () => {
    await app.gql(resetRequest, { email: 'admin@vezel.test' });
    const token = tokenFromLink(app.mails.at(-1)?.link);
    const short = await app.gql(
      resetMutation,
      { token, password: 'kort', confirmation: 'kort' },
      { locale: 'en' },
    );
    expect(short.errors?.[0]?.message).toBe(
      'The new password has to be at least 8 characters long',
    );
    const mismatch = await app.gql(
      resetMutation,
      { token, password: 'lang-genoeg-1', confirmation: 'lang-genoeg-2' },
      { locale: 'en' },
    );
    expect(mismatch.errors?.[0]?.message).toBe('The passwords do not match');
    const unused = await app.database.db
      .select()
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
        ),
      );
    expect(unused).toHaveLength(1);
    await app.login('admin@vezel.test');
    const valid = await app.gql(resetMutation, {
      token,
      password: 'lang-genoeg-1',
      confirmation: 'lang-genoeg-1',
    });
    expect(valid.errors).toBeUndefined();
  });
});

describe('change password', () => {
  it('needs the current password and keeps only this session', async () => {
    const other = await app.login('surveyor@vezel.test');
    const current = await app.login('surveyor@vezel.test');
    const change =
      'mutation ($current: String!, $password: String!) { changePassword(currentPassword: $current, password: $password, passwordConfirmation: $password) }';
    const wrong = await app.gql(
      change,
      { current: 'wrong-password', password: 'ander-wachtwoord' },
      { token: current, locale: 'en' },
    );
    expect(errorCode(wrong)).toBe('CURRENT_PASSWORD_WRONG');
    const done = await app.gql(
      change,
      { current: 'vezel-demo-2026', password: 'ander-wachtwoord' },
      { token: current },
    );
    expect(done.errors).toBeUndefined();
    expect(errorCode(await app.gql(meQuery, {}, { token: other }))).toBe('UNAUTHENTICATED');
    expect((await app.gql(meQuery, {}, { token: current })).errors).toBeUndefined();
    await app.login('surveyor@vezel.test', 'ander-wachtwoord');
  });
});

describe('locale', () => {
  it('stores a supported language and refuses others', async () => {
    const token = await app.login('manager@vezel.test', 'nieuw-wachtwoord-1');
    const set = await app.gql<{ updateMyLocale: { locale: string } }>(
      'mutation { updateMyLocale(locale: "fr") { locale } }',
      {},
      { token },
    );
    expect(set.data?.updateMyLocale.locale).toBe('fr');
    const bad = await app.gql(
      'mutation { updateMyLocale(locale: "de") { locale } }',
      {},
      { token },
    );
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
  });
});
