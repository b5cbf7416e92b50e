import path from 'node:path';
import { z } from 'zod';

const idList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return [];
    const ids = value.split(',').map((part) => Number(part.trim()));
    if (ids.some((id) => !Number.isInteger(id) || id <= 0)) {
      ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of user ids' });
      return z.NEVER;
    }
    return ids;
  });

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DEMO_DATA: flag,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Vezel <no-reply@vezel.test>'),
  REDIS_URL: z.string().optional(),
  SUBSCRIPTION_USER_IDS: idList,
  DEVELOPER_USER_IDS: idList,
  TRUST_PROXY: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** 32 bytes, base64: the key stored secrets are encrypted with (else DATA_DIR/secret.key). */
  SECRET_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64')
    .optional(),
  /** The Chromium that prints report PDFs (Debian's package by default). */
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  /** The job runner's first retry delay (each next one doubles): short in browser tests. */
  JOB_RETRY_MS: z.coerce.number().int().min(1).default(30_000),
});

export interface Config {
  port: number;
  host: string | undefined;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demoData: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  subscriptionUserIds: number[];
  developerUserIds: number[];
  trustProxy: boolean;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  webDist: string;
  secretKey: string | undefined;
  secureCookies: boolean;
  chromiumPath: string;
  /** The first retry delay of a failed job (the runner's `backoffMs`). */
  jobRetryMs: number;
}

export class ConfigError extends Error {}

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads and checks the environment once at start; a wrong value stops the server with a clear message. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new ConfigError(`Invalid environment:\n${problems}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
    // The embedded database always gets the demo; a real server only when asked.
    demoData: env.DATABASE_URL ? env.DEMO_DATA : true,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    redisUrl: env.REDIS_URL || undefined,
    subscriptionUserIds: env.SUBSCRIPTION_USER_IDS,
    developerUserIds: env.DEVELOPER_USER_IDS,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    webDist: path.resolve(env.WEB_DIST ?? path.join(repositoryRoot, 'apps/web/dist')),
    secretKey: env.SECRET_KEY,
    secureCookies: publicUrl.startsWith('https://'),
    chromiumPath: env.CHROMIUM_PATH,
    jobRetryMs: env.JOB_RETRY_MS,
  };
}
