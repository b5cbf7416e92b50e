const caches = new WeakMap<object, Map<string, Promise<unknown>>>();

/** Runs `load` once per request and key: several fields asking for the same rows share one query. */
export function memoize<T>(context: object, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(context);
  if (!cache) caches.set(context, (cache = new Map()));
  let entry = cache.get(key) as Promise<T> | undefined;
  if (!entry) cache.set(key, (entry = load()));
  return entry;
}
