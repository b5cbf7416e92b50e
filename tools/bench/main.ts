import {
  postGraphql,
  rssMegabytes,
  startServerProcess,
  type ServerProcess,
} from '@vezel/server/testing/server-process';
import { kb, ms, summarise } from './stats';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres } from '@vezel/server/db/client';
import { createPostgresDatabase } from '@vezel/server/testing/test-database';
import { measureResourceList } from './resource-list';
import { measureSearch } from './search';
import { measureSurveyCopy } from './survey-copy';
import { measurePhotoPipeline } from './photo-pipeline';
import { webSizes } from './web-size';
import { measureLoad } from './load';
import { measureSurveyRecords } from './survey-records';
import { measureLabResults } from './lab-results';
import { measureLabOrders } from './lab-orders';
import { measureLavs } from './lavs';
import { measureReportPdf } from './report-pdf';
import { measurePlanDrawing } from './plan-drawing';

const calls = 500;
/**
 * BENCH_ONLY=load (or a comma-separated list of web, photos, server, list, search, copy,
 * records, labresults, laborders, lavs, load, reportpdf, plandrawing) runs only those measurements, on
 * both databases; unset, everything runs.
 */
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
const runs = (part: string) => !only || only.includes(part);
const loginPageBudget = 200 * 1024;

async function timed(fn: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function graphql(
  server: ServerProcess,
  query: string,
  token?: string,
): Promise<Record<string, unknown>> {
  const { body } = await postGraphql(server.url, query, {}, token);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data ?? {};
}

const loginMutation =
  'mutation { login(email: "manager@vezel.test", password: "vezel-demo-2026") { token } }';
// The shell's query: the user, role and organisation.
const meQuery =
  '{ me { id name full_name email locale permissions { manager administrator subscription developer } inventarisatie_user { id inventarisatie_rol { id value } organisation { id naam } } } }';

async function measureServer(
  label: string,
  environment: Record<string, string>,
): Promise<string[]> {
  const server = await startServerProcess(environment);
  try {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = rssMegabytes(server.pid);
    const logins: number[] = [];
    let token = '';
    for (let i = 0; i < calls; i++) {
      logins.push(
        await timed(async () => {
          token = ((await graphql(server, loginMutation)).login as { token: string }).token;
        }),
      );
    }
    const mes: number[] = [];
    for (let i = 0; i < calls; i++)
      mes.push(await timed(async () => void (await graphql(server, meQuery, token))));
    const login = summarise(logins);
    const me = summarise(mes);
    return [
      `${label}: server RSS idle after start ${idle.toFixed(0)} MB, after the run ${rssMegabytes(server.pid).toFixed(0)} MB`,
      `${label}: login  (${calls} calls) median ${ms(login.median)}  p95 ${ms(login.p95)}  max ${ms(login.max)}`,
      `${label}: me     (${calls} calls) median ${ms(me.median)}  p95 ${ms(me.p95)}  max ${ms(me.max)}`,
    ];
  } finally {
    await server.stop();
  }
}

async function withPostgresDatabase<T>(
  serverUrl: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const database = await createPostgresDatabase(serverUrl, 'vezel_bench');
  try {
    return await use(database.url);
  } finally {
    await database.drop();
  }
}

async function main(): Promise<void> {
  process.stdout.write('Vezel bench\n\n');
  if (runs('web')) {
    const sizes = webSizes('features/accounts/LoginScreen.tsx');
    const lines = [
      `web: JavaScript the login page loads, gzip: ${kb(sizes.loginPageGzip)} in ${sizes.loginFiles.length} files (budget ${kb(loginPageBudget)}: ${sizes.loginPageGzip <= loginPageBudget ? 'within' : 'OVER'})`,
      `web: largest lazy chunk, gzip: ${sizes.largestLazy ? `${kb(sizes.largestLazy.gzip)} (${sizes.largestLazy.name})` : 'none'}`,
    ];
    process.stdout.write(lines.join('\n') + '\n\n');
  }
  if (runs('photos')) process.stdout.write(`${await measurePhotoPipeline()}\n\n`);

  if (runs('server')) {
    const pglite = await measureServer('PGlite', {});
    process.stdout.write(pglite.join('\n') + '\n\n');
  }

  if (runs('list')) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-bench-'));
    try {
      const lines = await measureResourceList(
        'PGlite',
        () => openPglite(path.join(dataDir, 'pglite')),
        { DATA_DIR: dataDir },
      );
      process.stdout.write(lines.join('\n') + '\n\n');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (runs('search')) {
    const searchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-bench-search-'));
    try {
      const lines = await measureSearch(
        'PGlite',
        () => openPglite(path.join(searchDir, 'pglite')),
        true,
      );
      process.stdout.write(lines.join('\n') + '\n\n');
    } finally {
      fs.rmSync(searchDir, { recursive: true, force: true });
    }
  }

  if (runs('copy')) {
    const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-bench-copy-'));
    try {
      const lines = await measureSurveyCopy('PGlite', () =>
        openPglite(path.join(copyDir, 'pglite')),
      );
      process.stdout.write(lines.join('\n') + '\n\n');
    } finally {
      fs.rmSync(copyDir, { recursive: true, force: true });
    }
  }

  if (runs('records')) {
    const recordsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-bench-records-'));
    try {
      const lines = await measureSurveyRecords(
        'PGlite',
        () => openPglite(path.join(recordsDir, 'pglite')),
        { DATA_DIR: recordsDir },
      );
      process.stdout.write(lines.join('\n') + '\n\n');
    } finally {
      fs.rmSync(recordsDir, { recursive: true, force: true });
    }
  }

  if (runs('labresults')) {
    const labDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-bench-lab-results-'));
    try {
      const lines = await measureLabResults('PGlite', () =>
        openPglite(path.join(labDir, 'pglite')),
      );
      process.stdout.write(lines.join('\n') + '\n\n');
    } finally {
      fs.rmSync(labDir, { recursive: true, force: true });
    }
  }

  if (runs('laborders')) {
    const ordersDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-bench-lab-orders-db-'));
    try {
      const lines = await measureLabOrders('PGlite', () =>
        openPglite(path.join(ordersDir, 'pglite')),
      );
      process.stdout.write(lines.join('\n') + '\n\n');
    } finally {
      fs.rmSync(ordersDir, { recursive: true, force: true });
    }
  }

  if (runs('lavs')) {
    const lavsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-bench-lavs-db-'));
    try {
      const lines = await measureLavs('PGlite', () => openPglite(path.join(lavsDir, 'pglite')));
      process.stdout.write(lines.join('\n') + '\n\n');
    } finally {
      fs.rmSync(lavsDir, { recursive: true, force: true });
    }
  }

  if (runs('reportpdf')) {
    process.stdout.write((await measureReportPdf()).join('\n') + '\n\n');
  }

  if (runs('plandrawing')) {
    process.stdout.write((await measurePlanDrawing()).join('\n') + '\n\n');
  }

  if (runs('load')) {
    const load = await measureLoad('PGlite', {});
    process.stdout.write(load.join('\n') + '\n\n');
  }

  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    if (runs('server')) {
      const postgres = await withPostgresDatabase(databaseUrl, (url) =>
        measureServer('PostgreSQL', { DATABASE_URL: url, DEMO_DATA: '1' }),
      );
      process.stdout.write(postgres.join('\n') + '\n\n');
    }
    if (runs('list')) {
      const list = await withPostgresDatabase(databaseUrl, (url) =>
        measureResourceList('PostgreSQL', () => openPostgres(url), { DATABASE_URL: url }),
      );
      process.stdout.write(list.join('\n') + '\n');
    }
    if (runs('search')) {
      const search = await withPostgresDatabase(databaseUrl, (url) =>
        measureSearch('PostgreSQL', () => openPostgres(url), false),
      );
      process.stdout.write(search.join('\n') + '\n');
    }
    if (runs('copy')) {
      const copied = await withPostgresDatabase(databaseUrl, (url) =>
        measureSurveyCopy('PostgreSQL', () => openPostgres(url)),
      );
      process.stdout.write(copied.join('\n') + '\n');
    }
    if (runs('records')) {
      const records = await withPostgresDatabase(databaseUrl, (url) =>
        measureSurveyRecords('PostgreSQL', () => openPostgres(url), { DATABASE_URL: url }),
      );
      process.stdout.write(records.join('\n') + '\n');
    }
    if (runs('labresults')) {
      const labResults = await withPostgresDatabase(databaseUrl, (url) =>
        measureLabResults('PostgreSQL', () => openPostgres(url)),
      );
      process.stdout.write(labResults.join('\n') + '\n');
    }
    if (runs('laborders')) {
      const labOrders = await withPostgresDatabase(databaseUrl, (url) =>
        measureLabOrders('PostgreSQL', () => openPostgres(url)),
      );
      process.stdout.write(labOrders.join('\n') + '\n');
    }
    if (runs('lavs')) {
      const lavs = await withPostgresDatabase(databaseUrl, (url) =>
        measureLavs('PostgreSQL', () => openPostgres(url)),
      );
      process.stdout.write(lavs.join('\n') + '\n');
    }
    if (runs('load')) {
      const load = await withPostgresDatabase(databaseUrl, (url) =>
        measureLoad('PostgreSQL', { DATABASE_URL: url, DEMO_DATA: '1' }),
      );
      process.stdout.write(load.join('\n') + '\n');
    }
  } else {
    process.stdout.write(
      'PostgreSQL: skipped (set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test)\n',
    );
  }
}

await main();
