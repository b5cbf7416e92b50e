import type { Locale, Permissions } from '@vezel/domain';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { LoginRateLimiter, ResetMailLimiter } from '../auth/rate-limit';
import type { FileStore } from '../files/storage';
import type { SecretBox } from '../secrets/secret-box';
import { forbidden, unauthenticated } from './errors';

/** The logged-in user as every resolver sees it: who, in which organisation, with which role. */
export interface Viewer {
  sessionId: number;
  userId: number;
  name: string;
  profileId: number | null;
  organisationId: number | null;
  roleId: number | null;
  permissions: Permissions;
}

export interface Services {
  config: Config;
  db: Database;
  logger: Logger;
  mailer: Mailer;
  loginLimiter: LoginRateLimiter;
  resetMailLimiter: ResetMailLimiter;
  files: FileStore;
  secrets: SecretBox;
}

export interface Context extends Services {
  request: Request;
  locale: Locale;
  clientAddress: string;
  viewer: Viewer | null;
  /** Set-Cookie values the response will carry (login sets, logout clears). */
  responseCookies: string[];
}

/** The caller, for resolvers behind the `authenticated` scope. */
export function viewerOf(context: Pick<Context, 'viewer'>): Viewer {
  if (!context.viewer) throw unauthenticated();
  return context.viewer;
}

/** The caller's organisation, for resolvers behind the `member` scope. */
export function organisationOf(context: Pick<Context, 'viewer'>): number {
  const organisationId = viewerOf(context).organisationId;
  if (organisationId == null) throw forbidden();
  return organisationId;
}
