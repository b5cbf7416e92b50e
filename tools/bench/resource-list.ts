import { and, eq } from 'drizzle-orm';
import { buildPath } from '@vezel/domain';
import type { DatabaseHandle } from '@vezel/server/db/client';
import { organisations, variableItems } from '@vezel/server/db/tables/index';
import { seedDemo } from '@vezel/server/db/seed/demo';
import { postGraphql, startServerProcess } from '@vezel/server/testing/server-process';
import { launchChromium } from '@vezel/e2e/support/browser';
import { ms, summarise } from './stats';

export const listRows = 10_000;
const list = 'ruimte_namen';
const queries = 300;
const renders = 7;

/** The demo, plus 10,000 items in one list of the demo organisation's variable set. */
async function prepare(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await seedDemo(database.db);
  const [organisation] = await database.db
    .select()
    .from(organisations)
    .where(eq(organisations.name, 'Van Dijk Asbestinventarisatie B.V.'));
  const setId = organisation?.variableSetId;
  if (!setId) throw new Error('demo organisation without variable set');
  const existing = await database.db
    .select({ id: variableItems.id })
    .from(variableItems)
    .where(and(eq(variableItems.variableSetId, setId), eq(variableItems.list, list)));
  const rows = Array.from({ length: listRows - existing.length }, (_, index) => ({
    variableSetId: setId,
    list,
    value: `Ruimte ${String(index + 1).padStart(5, '0')}`,
    description: `Gegenereerde ruimte ${index + 1} voor de meting`,
    active: index % 10 !== 0,
    sortIndex: existing.length + index,
  }));
  for (let start = 0; start < rows.length; start += 1000) {
    await database.db.insert(variableItems).values(rows.slice(start, start + 1000));
  }
}

/**
 * p95 of the `variableItems` list query with 10,000 rows, server side as the client sees it
 * on loopback, and the time until the admin table shows its first page in Chromium.
 */
export async function measureResourceList(
  label: string,
  open: () => Promise<DatabaseHandle>,
  environment: Record<string, string>,
): Promise<string[]> {
  const database = await open();
  try {
    await prepare(database);
  } finally {
    await database.close();
  }
  const server = await startServerProcess(environment);
  const browser = await launchChromium();
  try {
    const call = (query: string, variables: Record<string, unknown>, token?: string) =>
      postGraphql(server.url, query, variables, token);
    const login = await call(
      'mutation { login(email: "manager@vezel.test", password: "vezel-demo-2026") { token } }',
      {},
    );
    const token = (login.body.data!.login as { token: string }).token;
    const me = await call(
      '{ me { inventarisatie_user { organisation { variable_set { id } } } } }',
      {},
      token,
    );
    const setId = (
      me.body.data!.me as {
        inventarisatie_user: { organisation: { variable_set: { id: string } } };
      }
    ).inventarisatie_user.organisation.variable_set.id;

    const listQuery = `query ($set: ID!, $list: String!, $search: String, $sort: String,
      $direction: SortDirection, $page: Int) {
      variableItemPage(variableSetId: $set, list: $list, search: $search, sort: $sort,
        direction: $direction, page: $page) {
        total matched page offset items { id value description active created_at updated_at } } }`;
    // What the table asks while someone uses it: the first page, a later page, a search
    // and a sort on a column, in turn.
    const shapes: { name: string; variables: Record<string, unknown>; times: number[] }[] = [
      { name: 'first page', variables: {}, times: [] },
      { name: 'page 58', variables: { page: 57 }, times: [] },
      { name: "search 'ruimte 004'", variables: { search: 'ruimte 004' }, times: [] },
      {
        name: 'sorted on value, descending, page 4',
        variables: { sort: 'value', direction: 'desc', page: 3 },
        times: [],
      },
    ];
    let bytes = 0;
    const times: number[] = [];
    for (let i = 0; i < queries; i++) {
      const shape = shapes[i % shapes.length]!;
      const start = performance.now();
      const result = await call(listQuery, { set: setId, list, ...shape.variables }, token);
      const time = performance.now() - start;
      times.push(time);
      shape.times.push(time);
      const page = result.body.data!.variableItemPage as { total: number; items: unknown[] };
      if (page.total !== listRows) throw new Error(`expected ${listRows} rows, got ${page.total}`);
      if (i % shapes.length === 0) bytes = result.bytes;
    }

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'vezel_session', value: token, url: server.url }]);
    const renderTimes: number[] = [];
    const url = `${server.url}${buildPath('adminVariableList', 'nl', { variableset: setId, variable: list })}`;
    for (let i = 0; i < renders; i++) {
      const page = await context.newPage();
      const start = performance.now();
      await page.goto(url);
      await page.getByTestId('variable-items-row').first().waitFor();
      renderTimes.push(performance.now() - start);
      const rows = await page.getByTestId('variable-items-row').count();
      if (rows !== 100) throw new Error(`expected a first page of 100 rows, got ${rows}`);
      await page.close();
    }
    const query = summarise(times);
    const render = summarise(renderTimes.slice(1));
    return [
      `${label}: list query of ${listRows} rows, one page (${(bytes / 1024).toFixed(0)} KiB JSON; first page, page 58, search, sort), ${queries} calls: median ${ms(query.median)}  p95 ${ms(query.p95)} (target p95 < 30 ms)`,
      ...shapes.map((shape) => {
        const figures = summarise(shape.times);
        return `${label}:   ${shape.name}: median ${ms(figures.median)}  p95 ${ms(figures.p95)}`;
      }),
      `${label}: browser, open the list page until its first 100 rows show (${renders - 1} warm loads): median ${ms(render.median)}  max ${ms(render.max)}`,
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
