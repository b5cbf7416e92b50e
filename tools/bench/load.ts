import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  rssMegabytes,
  startServerProcess,
  type ServerProcess,
} from '@vezel/server/testing/server-process';
import { demoPassword, demoUsers } from '@vezel/server/db/seed/demo';
import { ms, percentile } from './stats';

/**
 * Load: `users` signed-in users at once against the real server (its own process, on the
 * demo data), each with its own session, for `seconds`. Every user loops, without pausing,
 * over what a user does: the shell's `me`, the first page of a survey list, a global
 * search and opening a survey, with the documents the web app sends. A closed loop without
 * think time measures how far the server gets when saturated: the latency includes the
 * time a request waits for the others. Before the clock starts, every user runs the loop
 * once (warm-up, not counted). Prints requests, errors, latency percentiles and requests
 * per second, in all and per operation, the peak RSS of the server process (VmRSS sampled
 * every 500 ms) and its CPU time; then the machine's CPU use and load average and the CPU
 * and event-loop delay of this (the load generator's) process, to tell how far other
 * processes skewed the run.
 *
 * BENCH_LOAD_SECONDS shortens (or lengthens) the run, default 120; BENCH_LOAD_USERS
 * changes the number of users, default 50.
 */
export const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 120);
export const loadUsers = Number(process.env.BENCH_LOAD_USERS ?? 50);

const requestTimeoutMs = 30_000;
/** The main demo firm's users: each signs in several times, one session per load user. */
const demoLogins = demoUsers
  .filter((user) => user.organisation === 'main')
  .map((user) => user.email);

// The web app's documents, as apps/web sends them (copied: the web's modules need urql).
/** apps/web/src/app/current-user.ts, `meQuery`: the shell's query on every page load. */
const meDocument = `query Me {
  me {
    id name full_name email locale
    permissions { manager administrator subscription developer }
    inventarisatie_user { id inventarisatie_rol { id value } organisation { id naam } }
  }
}`;

/** apps/web/src/features/surveys/survey-operations.ts, `surveysQuery`: a survey list page. */
const surveysDocument = `query Surveys($assetType: String!, $status: SurveyStatus!, $search: String, $sort: String, $direction: SortDirection, $page: Int) {
  surveys(assetType: $assetType, status: $status, search: $search, sort: $sort, direction: $direction, page: $page) {
    total matched page offset
    items { id number status asset_type asset_id asset_title client_name survey_type_value planned_start planned_end }
  }
}`;

/** apps/web/src/features/search/search-operations.ts, `searchQuery`: the global search. */
const searchDocument = `query Search($query: String!, $index: SearchIndex, $page: Int) {
  search(query: $query, index: $index, page: $page) {
    processing_ms
    surveys { index total more page hits { id assetType number address startDate } }
    assets { index total more page hits { id adres bouwjaar } }
    vessels { index total more page hits { id adres vessel_type } }
  }
}`;

/**
 * apps/web/src/features/surveys/survey-operations.ts, `surveyQuery`: what the survey's
 * page (SurveyFilePage) loads when it opens.
 */
const surveyDocument = `query Onderzoek($id: ID!) {
  onderzoek(id: $id) {
    id number status asset_type
    asset { id title }
    client
    onderzoek_klant { id naam }
    survey_type survey_kind branch branch_name planned_start planned_end project_number
    surveyors
    surveyor_people { id full_name }
    status_changes { id from to reason changed_at by { id full_name } }
    transitions { action to reason_required }
    editable created_at updated_at
    survey_info { id description purpose scope extent out_of_scope }
    asbestos_research { id risk_assessment inventory_type destructive_research remarks }
    execution { id executed_on started_at ended_at accompanied_by weather remarks }
  }
}`;

const loginDocument = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token }
}`;

/** What users type into the global search: streets, a typo, a number's start, a ship. */
const searchTerms = ['straat', 'Prijssestraat 24', 'zandstrat', '2026-00', 'vlieland', 'Culemborg'];
const listAssetTypes = ['panden', 'schepen'];
const listStatuses = ['active', 'proposed', 'completed', 'cancelled'];

const operationNames = ['me', 'list', 'search', 'open'] as const;
type OperationName = (typeof operationNames)[number];

interface Operation {
  name: OperationName;
  query: string;
  variables: Record<string, unknown>;
}

class Client {
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(baseUrl: string, sockets: number) {
    this.url = new URL('/graphql', baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  }

  /** One GraphQL request; throws on a network error, a non-200 answer or GraphQL errors. */
  request(
    query: string,
    variables: Record<string, unknown>,
    token?: string,
  ): Promise<Record<string, unknown>> {
    const body = JSON.stringify({ query, variables });
    return new Promise((resolve, reject) => {
      const request = http.request(
        this.url,
        {
          agent: this.agent,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (response.statusCode !== 200) {
              reject(new Error(`HTTP ${response.statusCode}: ${text.slice(0, 200)}`));
              return;
            }
            try {
              const parsed = JSON.parse(text) as {
                data?: Record<string, unknown> | null;
                errors?: { message: string; extensions?: { code?: string } }[];
              };
              if (parsed.errors?.length) {
                const [first] = parsed.errors;
                reject(new Error(`${first?.extensions?.code ?? 'GraphQL'}: ${first?.message}`));
              } else resolve(parsed.data ?? {});
            } catch (error) {
              reject(error as Error);
            }
          });
        },
      );
      request.setTimeout(requestTimeoutMs, () =>
        request.destroy(new Error(`no answer within ${requestTimeoutMs / 1000} s`)),
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The survey ids a user can open: every list of the demo firm, all asset types and statuses. */
async function surveyIds(client: Client, token: string): Promise<string[]> {
  const ids: string[] = [];
  for (const assetType of listAssetTypes)
    for (const status of listStatuses) {
      const data = await client.request(surveysDocument, { assetType, status }, token);
      const page = data.surveys as { items: { id: string }[] };
      ids.push(...page.items.map((item) => item.id));
    }
  if (ids.length === 0) throw new Error('the demo firm has no surveys to open');
  return ids;
}

/** The user's `round`th pass through the loop: which list, search and survey it asks for. */
function loop(user: number, round: number, ids: readonly string[]): Operation[] {
  const n = user + round;
  return [
    { name: 'me', query: meDocument, variables: {} },
    {
      name: 'list',
      query: surveysDocument,
      variables: {
        assetType: listAssetTypes[n % listAssetTypes.length],
        status: listStatuses[Math.floor(n / listAssetTypes.length) % listStatuses.length],
        search: '',
        sort: null,
        direction: null,
        page: 0,
      },
    },
    {
      name: 'search',
      query: searchDocument,
      variables: { query: searchTerms[n % searchTerms.length] },
    },
    { name: 'open', query: surveyDocument, variables: { id: ids[n % ids.length] } },
  ];
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) in parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name; in ticks of
  // 1/100 s on Linux.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Sample {
  name: OperationName;
  ms: number;
  ok: boolean;
  /** When it was sent, in ms from the start of the run. */
  at: number;
}

/** CPU time of the whole machine, busy and in all, in ticks, from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the 4th and 5th.
  return { busy: total - ticks[3]! - ticks[4]!, total };
}

function figures(samples: readonly Sample[]): string {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const errors = samples.filter((sample) => !sample.ok).length;
  return `${samples.length} requests, ${errors} errors, p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1) ?? NaN)}`;
}

async function runLoad(label: string, server: ServerProcess): Promise<string[]> {
  const client = new Client(server.url, loadUsers + 2);
  try {
    const idle = rssMegabytes(server.pid);
    // One session per user. Each login checks an argon2 hash: they run one after the other
    // so signing in is not part of the measurement. Only failures count against the
    // per-address limit, so 50 logins from one address are fine.
    const loginStart = performance.now();
    const tokens: string[] = [];
    for (let user = 0; user < loadUsers; user++) {
      const data = await client.request(loginDocument, {
        email: demoLogins[user % demoLogins.length],
        password: demoPassword,
      });
      tokens.push((data.login as { token: string }).token);
    }
    const loginMs = (performance.now() - loginStart) / loadUsers;
    if (new Set(tokens).size !== tokens.length) throw new Error('two users share a session');
    const ids = await surveyIds(client, tokens[0]!);

    const samples: Sample[] = [];
    let began = performance.now();
    const errorMessages = new Map<string, number>();
    const run = async (user: number, operation: Operation, record: boolean): Promise<void> => {
      const start = performance.now();
      let ok = true;
      try {
        const data = await client.request(operation.query, operation.variables, tokens[user]);
        if (Object.values(data).some((value) => value === null))
          throw new Error(`${operation.name}: null answer`);
      } catch (error) {
        ok = false;
        const message = `${operation.name}: ${(error as Error).message}`;
        errorMessages.set(message, (errorMessages.get(message) ?? 0) + 1);
      }
      if (record)
        samples.push({
          name: operation.name,
          ms: performance.now() - start,
          ok,
          at: start - began,
        });
    };

    // Warm-up: every user once through the loop, at once, not counted.
    await Promise.all(
      tokens.map(async (_token, user) => {
        for (const operation of loop(user, 0, ids)) await run(user, operation, false);
      }),
    );
    errorMessages.clear();

    let peak = rssMegabytes(server.pid);
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, rssMegabytes(server.pid));
      } catch {
        // The server exited: the errors say so.
      }
    }, 500);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const loadBefore = os.loadavg()[0]!;
    const cpuBefore = cpuSeconds(server.pid);
    const generatorBefore = process.cpuUsage();
    const machineBefore = machineTicks();
    const start = performance.now();
    began = start;
    const deadline = start + loadSeconds * 1000;
    try {
      await Promise.all(
        tokens.map(async (_token, user) => {
          for (let round = 1; performance.now() < deadline; round++) {
            for (const operation of loop(user, round, ids)) {
              if (performance.now() >= deadline) break;
              await run(user, operation, true);
            }
          }
        }),
      );
    } finally {
      clearInterval(sampler);
      delay.disable();
    }
    const seconds = (performance.now() - start) / 1000;
    const cpu = cpuSeconds(server.pid) - cpuBefore;
    const generator = process.cpuUsage(generatorBefore);
    const generatorCpu = (generator.user + generator.system) / 1e6;
    const loadAfter = os.loadavg()[0]!;
    const machineAfter = machineTicks();
    const machineBusy =
      (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);
    const slowest = samples.reduce((a, b) => (b.ms > a.ms ? b : a), samples[0]!);
    peak = Math.max(peak, rssMegabytes(server.pid));

    const lines = [
      `${label}: load, ${loadUsers} users for ${seconds.toFixed(0)} s, each looping without pause over me, survey list (first page), global search, open survey (${ids.length} demo surveys):`,
      `${label}: load  all     ${figures(samples)}  ${(samples.length / seconds).toFixed(1)} req/s; slowest: ${slowest.name} sent at ${(slowest.at / 1000).toFixed(1)} s`,
      ...operationNames.map(
        (name) =>
          `${label}: load  ${name.padEnd(7)} ${figures(samples.filter((sample) => sample.name === name))}`,
      ),
      `${label}: load  server RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (VmRSS every 500 ms); server CPU ${cpu.toFixed(1)} s = ${((cpu / seconds) * 100).toFixed(0)} % of one core; machine (${os.cpus().length} cores, shared with other work) ${(machineBusy * 100).toFixed(0)} % busy, load average ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)}; load generator CPU ${((generatorCpu / seconds) * 100).toFixed(0)} % of one core, event-loop delay p99 ${ms(delay.percentile(99) / 1e6)}; login (argon2, one at a time) ${ms(loginMs)} each`,
    ];
    for (const [message, times] of [...errorMessages].slice(0, 5))
      lines.push(`${label}: load  error x${times}: ${message}`);
    return lines;
  } finally {
    client.close();
  }
}

/** The load run on a server of its own, started with `environment` (see startServerProcess). */
export async function measureLoad(
  label: string,
  environment: Record<string, string>,
): Promise<string[]> {
  if (!(loadSeconds > 0) || !(loadUsers > 0)) {
    throw new Error('BENCH_LOAD_SECONDS and BENCH_LOAD_USERS must be positive numbers');
  }
  const server = await startServerProcess(environment);
  try {
    return await runLoad(label, server);
  } finally {
    await server.stop();
  }
}
