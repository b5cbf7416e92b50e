import { and, eq, gt, gte, isNull, ne } from 'drizzle-orm';
import {
  buildPath,
  email as emailRule,
  firstFailure,
  required,
  isLocale,
  validateNewPassword,
  type Locale,
} from '@vezel/domain';
import type { Executor } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/tables';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../auth/passwords';
import { RateLimitedError } from '../../auth/rate-limit';
import { hashToken, newToken } from '../../auth/tokens';
import { AppError, badInput } from '../../graphql/errors';
import type { Context, Services } from '../../graphql/context';
import { resetPasswordMail } from '../../mail/templates';

export const sessionLifetimeMs = 7 * 24 * 60 * 60 * 1000;
export const resetTokenLifetimeMs = 60 * 60 * 1000;

export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/** How long an address the user logged in from stays trusted when their account is under attack. */
export const trustedAddressMs = 30 * 24 * 60 * 60 * 1000;

/** Turns the limiter's refusal into the message for the user, in whole minutes. */
async function throttled(
  check: Promise<void>,
  messageKey: 'error.rateLimited' | 'error.passwordChangeLimited',
): Promise<void> {
  try {
    await check;
  } catch (error) {
    if (error instanceof RateLimitedError) {
      throw new AppError('RATE_LIMITED', messageKey, {
        minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)),
      });
    }
    throw error;
  }
}

/** Whether this account logged in from this client address lately, with its current password. */
async function loggedInBefore(db: Executor, email: string, address: string): Promise<boolean> {
  const [known] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(users.email, email),
        eq(sessions.ipAddress, address),
        gt(sessions.createdAt, new Date(Date.now() - trustedAddressMs)),
        // Only with the current password: a reset after a break-in stops trusting the thief.
        gte(sessions.createdAt, users.passwordChangedAt),
      ),
    )
    .limit(1);
  return known !== undefined;
}

export interface LoginResult {
  token: string;
  expiresAt: Date;
  userId: number;
}

export async function login(
  context: Pick<Context, 'db' | 'loginLimiter' | 'clientAddress' | 'request'>,
  emailInput: string,
  password: string,
): Promise<LoginResult> {
  const email = normaliseEmail(emailInput);
  const invalid = badInput({
    email: firstFailure(email, [required, emailRule]),
    password: required(password),
  });
  if (invalid) throw invalid;

  const limiter = context.loginLimiter.login;
  await throttled(
    limiter.attempt(email, context.clientAddress, () =>
      loggedInBefore(context.db, email, context.clientAddress),
    ),
    'error.rateLimited',
  );

  const [user] = await context.db.select().from(users).where(eq(users.email, email)).limit(1);
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstNothing(password);
  if (!user || !valid) {
    await limiter.recordFailure(email, context.clientAddress);
    throw new AppError('INVALID_CREDENTIALS', 'error.invalidCredentials');
  }
  await limiter.recordSuccess(email, context.clientAddress);

  const token = newToken();
  const expiresAt = new Date(Date.now() + sessionLifetimeMs);
  await context.db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt,
    ipAddress: context.clientAddress,
    userAgent: context.request.headers.get('user-agent')?.slice(0, 500) ?? null,
  });
  return { token, expiresAt, userId: user.id };
}

export async function revokeSession(
  context: Pick<Context, 'db'>,
  sessionId: number,
): Promise<void> {
  await context.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.id, sessionId));
}

/** A link that sets the user's password once, within `lifetimeMs` (reset and invitation). */
export async function issuePasswordLink(
  services: Pick<Services, 'config'> & { db: Executor },
  userId: number,
  locale: Locale,
  lifetimeMs: number,
): Promise<string> {
  const token = newToken();
  await services.db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return `${services.config.publicUrl}${buildPath('resetPasswordToken', locale, { resetpassword: token })}`;
}

/**
 * Always answers the same, whether the address is known or not, so the form cannot be
 * used to find out who has an account.
 */
export async function requestPasswordReset(
  services: Pick<Services, 'db' | 'mailer' | 'config' | 'logger' | 'resetMailLimiter'>,
  emailInput: string,
  locale: Locale,
): Promise<void> {
  const email = normaliseEmail(emailInput);
  const invalid = badInput({ email: firstFailure(email, [required, emailRule]) });
  if (invalid) throw invalid;

  const [user] = await services.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) {
    services.logger.info('password reset asked for an unknown address');
    return;
  }
  if (!(await services.resetMailLimiter.allow(email))) {
    services.logger.warn({ userId: user.id }, 'password reset mail limit reached');
    return;
  }
  const link = await issuePasswordLink(services, user.id, locale, resetTokenLifetimeMs);
  await services.mailer.send(resetPasswordMail(locale, user.email, user.name, link));
}

export async function resetPassword(
  context: Pick<Context, 'db'>,
  token: string,
  password: string,
  passwordConfirmation: string,
): Promise<void> {
  const invalid = badInput(validateNewPassword(password, passwordConfirmation));
  if (invalid) throw invalid;
  const passwordHash = await hashPassword(password);
  await context.db.transaction(async (tx) => {
    const now = new Date();
    // Marking it used in the same statement that finds it makes a second use fail even when raced.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw new AppError('RESET_TOKEN_INVALID', 'error.resetTokenInvalid');
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, used.userId));
    // Whoever knew the old password is logged out, and older links stop working.
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, used.userId), isNull(sessions.revokedAt)));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
  });
}

export async function changePassword(
  context: Pick<Context, 'db' | 'loginLimiter' | 'clientAddress'>,
  viewer: { userId: number; sessionId: number },
  currentPassword: string,
  password: string,
  passwordConfirmation: string,
): Promise<void> {
  const invalid = badInput({
    currentPassword: required(currentPassword),
    ...validateNewPassword(password, passwordConfirmation),
  });
  if (invalid) throw invalid;
  // Someone who took over a session should not be able to guess the password and keep the account.
  const limiter = context.loginLimiter.passwordChange;
  const account = String(viewer.userId);
  await throttled(limiter.attempt(account, context.clientAddress), 'error.passwordChangeLimited');
  const [user] = await context.db.select().from(users).where(eq(users.id, viewer.userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    await limiter.recordFailure(account, context.clientAddress);
    throw new AppError('CURRENT_PASSWORD_WRONG', 'error.currentPasswordWrong');
  }
  await limiter.recordSuccess(account, context.clientAddress);
  const passwordHash = await hashPassword(password);
  await context.db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, user.id));
    // Other devices must log in again; this one stays logged in.
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, user.id),
          isNull(sessions.revokedAt),
          ne(sessions.id, viewer.sessionId),
        ),
      );
  });
}

export async function updateLocale(
  context: Pick<Context, 'db'>,
  userId: number,
  locale: string,
): Promise<void> {
  if (!isLocale(locale)) throw new AppError('BAD_USER_INPUT', 'error.badInput');
  await context.db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}
