const caches = new WeakMap<object, Map<string, Promise<unknown>>>();

/** Runs `load` once per request and key: several fields asking for the same rows share one query. */
export function memoize<T>(context: object, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(context);
  if (!cache) caches.set(context, (cache = new Map()));
  let entry = cache.get(key) as Promise<T> | undefined;
  if (!entry) cache.set(key, (entry = load()));
  return entry;
}

export type BatchKey = string | number;

/** Rows by key, for the keys of one batch: a key without a row is left out. */
export type BatchLoader<K extends BatchKey, V> = (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>;

interface Batch {
  keys: Set<BatchKey>;
  rows: Promise<ReadonlyMap<BatchKey, unknown>>;
}

const batches = new WeakMap<object, Map<string, Batch>>();

/** At most this many keys go to one call of a loader (PostgreSQL takes 65,535 parameters). */
export const maxBatchKeys = 10_000;

/**
 * Resolves once the jobs queued now have run, and the ticks they queue (DataLoader's
 * moment): the fields of a list's rows all ask before the batch is read.
 */
const afterCurrentJobs = () =>
  Promise.resolve().then(() => new Promise<void>((resolve) => process.nextTick(resolve)));

async function loadAll<K extends BatchKey, V>(
  keys: readonly K[],
  load: BatchLoader<K, V>,
): Promise<ReadonlyMap<K, V>> {
  if (keys.length <= maxBatchKeys) return load(keys);
  const rows = new Map<K, V>();
  for (let start = 0; start < keys.length; start += maxBatchKeys) {
    for (const [key, row] of await load(keys.slice(start, start + maxBatchKeys))) {
      rows.set(key, row);
    }
  }
  return rows;
}

/**
 * The row of `key`, read together with the keys other resolvers of the request ask for in
 * the same turn: per request and `kind`, the keys asked for until the current jobs have run
 * go to one call of `load` (one query for the files of a list's rows, not one per row).
 * `kind` names the loader and everything its answer depends on besides the keys (the
 * organisation, say): calls of one kind must pass the same loader. Undefined when `load`
 * returned no row for the key. Answers are not kept after their batch: a field read after
 * a mutation of the same request reads again and sees the change.
 */
export function batchLoad<K extends BatchKey, V>(
  context: object,
  kind: string,
  key: K,
  load: BatchLoader<K, V>,
): Promise<V | undefined> {
  let pending = batches.get(context);
  if (!pending) batches.set(context, (pending = new Map()));
  let batch = pending.get(kind);
  if (!batch) {
    const keys = new Set<K>();
    const open = pending;
    const rows = afterCurrentJobs().then(() => {
      // Later calls start the next batch.
      open.delete(kind);
      return loadAll([...keys], load);
    });
    batch = { keys, rows } as Batch;
    open.set(kind, batch);
  }
  batch.keys.add(key);
  return batch.rows.then((rows) => rows.get(key) as V | undefined);
}
