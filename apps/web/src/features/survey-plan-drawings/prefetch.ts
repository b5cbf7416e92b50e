import type { Client, OperationResult } from 'urql';
import type { ResultOf } from '../../graphql/graphql';
import { planDrawingQuery } from './plan-drawing-operations';

type Loaded = OperationResult<ResultOf<typeof planDrawingQuery>>;

/** A request older than this is not shared: the editor asks again. */
const freshMs = 10_000;
const started = new Map<string, { at: number; result: Promise<Loaded>; taken: boolean }>();

const ask = (client: Client, planId: string) =>
  client.query(planDrawingQuery, { planId }, { requestPolicy: 'network-only' }).toPromise();

const fresh = (planId: string) => {
  const known = started.get(planId);
  return known && Date.now() - known.at < freshMs ? known : undefined;
};

/**
 * Asks for a plan's drawing while the editor's code is still loading (the survey's plans
 * section starts it with the survey's query), so the downloads overlap instead of following
 * each other. Nothing new is asked while a request for the plan is fresh.
 */
export function prefetchPlanDrawing(client: Client, planId: string) {
  if (fresh(planId)) return;
  started.set(planId, { at: Date.now(), result: ask(client, planId), taken: false });
}

/**
 * The editor's first answer for a plan: a fresh prefetch's, once; else a new request,
 * which a prefetch then started by the same navigation does not repeat.
 */
export function firstPlanDrawing(client: Client, planId: string): Promise<Loaded> {
  const known = fresh(planId);
  if (known && !known.taken) {
    known.taken = true;
    return known.result;
  }
  const result = ask(client, planId);
  started.set(planId, { at: Date.now(), result, taken: true });
  return result;
}
