const storageKey = 'vezel_chunk_reload_at';

/** A second failure this soon after the reload is real: show the error instead of looping. */
const reloadWindowMs = 30_000;

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** After a deploy the old chunk names are gone; browsers word that failure differently. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    error.message,
  );
}

/** True unless the page was already reloaded for this reason moments ago. */
export function mayReload(
  store: KeyValueStore = window.sessionStorage,
  now: number = Date.now(),
): boolean {
  const last = Number(store.getItem(storageKey));
  return !last || now - last >= reloadWindowMs;
}

/** Loads `url` afresh, which also fetches the current index.html and its chunk names. */
export function markAndReload(
  url: string = window.location.href,
  store: KeyValueStore = window.sessionStorage,
  open: (url: string) => void = (target) => window.location.assign(target),
  now: number = Date.now(),
): void {
  store.setItem(storageKey, String(now));
  open(url);
}

/**
 * Vite reports a chunk that failed to load. During a navigation the page being opened is
 * `pendingPath()`, so the reload lands there; otherwise the current page reloads. A second
 * failure is left to the error page.
 */
export function reloadOnPreloadError(pendingPath: () => string | null): () => void {
  const onPreloadError = (event: Event) => {
    if (!mayReload()) return;
    event.preventDefault();
    markAndReload(pendingPath() ?? window.location.href);
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
