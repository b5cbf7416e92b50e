import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, markAndReload, mayReload } from './chunk-reload';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('chunk reload', () => {
  it('recognises the chunk errors of Chrome, Firefox and Safari', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, not again within the window, and again later', () => {
    const store = memoryStore();
    const open = vi.fn();
    expect(mayReload(store, 1_000_000)).toBe(true);
    markAndReload('/changelog', store, open, 1_000_000);
    expect(open).toHaveBeenCalledWith('/changelog');
    expect(mayReload(store, 1_005_000)).toBe(false);
    expect(mayReload(store, 1_100_000)).toBe(true);
  });
});
