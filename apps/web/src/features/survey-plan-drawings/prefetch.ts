import type { Client, OperationResult } from 'urql';
import type { ResultOf } from '../../graphql/graphql';
import { planDrawingQuery } from './plan-drawing-operations';

type Loaded = OperationResult<ResultOf<typeof planDrawingQuery>>;

/** A prefetch older than this is not used: the editor asks again. */
const freshMs = 10_000;
const started = new Map<string, { at: number; result: Promise<Loaded> }>();

/**
 * Asks for a plan's drawing while the editor's code is still loading (the plans section
 * calls it when ?plan is set), so the two downloads overlap instead of following each other.
 */
export function prefetchPlanDrawing(client: Client, planId: string) {
  const known = started.get(planId);
  if (known && Date.now() - known.at < freshMs) return;
  started.set(planId, {
    at: Date.now(),
    result: client
      .query(planDrawingQuery, { planId }, { requestPolicy: 'network-only' })
      .toPromise(),
  });
}

/** The prefetched answer for a plan, once, if it is fresh. */
export function takePrefetched(planId: string): Promise<Loaded> | null {
  const known = started.get(planId);
  started.delete(planId);
  return known && Date.now() - known.at < freshMs ? known.result : null;
}
