import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { seedDemo } from '../db/seed/demo';
import { LoginRateLimiter } from '../auth/rate-limit';
import { createGraphqlHandler, type VezelYoga } from '../graphql/yoga';
import { createLogger } from '../logger';
import type { Mailer, MailMessage } from '../mail/mailer';
import { openTestDatabase } from './test-database';

export interface GraphqlResult<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors: { message: string; extensions?: Record<string, unknown> }[] | undefined;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  cookie?: string;
  address?: string;
  locale?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  database: DatabaseHandle;
  yoga: VezelYoga;
  config: Config;
  /** Every mail the app sent, newest last. */
  mails: MailMessage[];
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<GraphqlResult<T>>;
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** The real GraphQL handler on a fresh, seeded database; requests go through yoga's fetch. */
export async function createTestApp(environment: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await seedDemo(database.db);
  const config = loadConfig({ DATA_DIR: '/nonexistent', ...environment });
  const mails: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      mails.push(message);
    },
  };
  const yoga = createGraphqlHandler({
    config,
    db: database.db,
    logger: createLogger(environment.LOG_LEVEL ?? 'silent'),
    mailer,
    loginLimiter: new LoginRateLimiter(),
  });

  const gql: TestApp['gql'] = async (query, variables, options = {}) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...options.headers,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    if (options.locale) headers['accept-language'] = options.locale;
    const response = await yoga.fetch(
      'http://localhost/graphql',
      { method: 'POST', headers, body: JSON.stringify({ query, variables }) },
      { clientAddress: options.address ?? '192.0.2.1' },
    );
    const body = (await response.json()) as Pick<GraphqlResult, 'data' | 'errors'>;
    return {
      status: response.status,
      data: body.data as never,
      errors: body.errors,
      headers: response.headers,
    };
  };

  const login = async (email: string, password = 'vezel-demo-2026') => {
    const result = await gql<{ login: { token: string } }>(
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      { email, password },
      { address: `198.51.100.${Math.floor(Math.random() * 250)}` },
    );
    if (!result.data?.login) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
    return result.data.login.token;
  };

  return { database, yoga, config, mails, gql, login, close: () => database.close() };
}

export function errorCode(result: GraphqlResult): unknown {
  return result.errors?.[0]?.extensions?.code;
}
