import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { seedDemo } from '../db/seed/demo';
import { LoginRateLimiter, ResetMailLimiter } from '../auth/rate-limit';
import type { VezelYoga } from '../graphql/yoga';
import { createApp } from '../http/app';
import { fileStore } from '../files/storage';
import { loadSecretBox } from '../secrets/secret-box';
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
  /** The same app over HTTP, for what is not GraphQL. */
  url: string;
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, ...environment });
  await seedDemo(database.db, fileStore(config.dataDir));
  const mails: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      mails.push(message);
    },
  };
  const app = createApp(
    {
      config,
      db: database.db,
      logger: createLogger(environment.LOG_LEVEL ?? 'silent'),
      mailer,
      loginLimiter: new LoginRateLimiter(),
      resetMailLimiter: new ResetMailLimiter(),
      files: fileStore(config.dataDir),
      secrets: loadSecretBox(config.dataDir, config.secretKey),
    },
    database.kind,
  );
  const { yoga } = app;
  // The HTTP routes outside GraphQL (file upload and download) need a real socket.
  const server = http.createServer(app.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

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

  const close = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { database, yoga, config, url, mails, gql, login, close };
}

export function errorCode(result: GraphqlResult): unknown {
  return result.errors?.[0]?.extensions?.code;
}
