import { describe, expect, it } from 'vitest';
import { batchLoad, maxBatchKeys, type BatchLoader } from './request-cache';

/** A loader that answers `row <key>` for every key but 0 and records each call's keys. */
function recordingLoader() {
  const calls: number[][] = [];
  const load: BatchLoader<number, string> = async (keys) => {
    calls.push([...keys]);
    return new Map(keys.filter((key) => key !== 0).map((key) => [key, `row ${key}`]));
  };
  return { calls, load };
}

describe('batchLoad', () => {
  it('answers the keys asked for in one turn with one call, each key once', async () => {
    const context = {};
    const { calls, load } = recordingLoader();
    const answers = await Promise.all(
      [3, 1, 3, 0, 2].map((key) => batchLoad(context, 'rows', key, load)),
    );
    expect(answers).toEqual(['row 3', 'row 1', 'row 3', undefined, 'row 2']);
    expect(calls).toEqual([[3, 1, 0, 2]]);
  });

  it('takes the keys asked for after an await of the same turn along', async () => {
    const context = {};
    const { calls, load } = recordingLoader();
    // Resolvers that await something already settled (a memoized lookup) first.
    const settled = Promise.resolve();
    const answers = await Promise.all(
      [1, 2, 3].map(async (key) => {
        await settled;
        await settled;
        return batchLoad(context, 'rows', key, load);
      }),
    );
    expect(answers).toEqual(['row 1', 'row 2', 'row 3']);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('keeps kinds and requests apart, and reads again in a later batch', async () => {
    const first = {};
    const second = {};
    const { calls, load } = recordingLoader();
    await Promise.all([
      batchLoad(first, 'rows', 1, load),
      batchLoad(first, 'other rows', 1, load),
      batchLoad(second, 'rows', 2, load),
    ]);
    expect(calls).toEqual([[1], [1], [2]]);
    expect(await batchLoad(first, 'rows', 1, load)).toBe('row 1');
    expect(calls).toHaveLength(4);
  });

  it('rejects every key of a batch when its load fails, and the next batch tries again', async () => {
    const context = {};
    let fail = true;
    const load: BatchLoader<number, number> = async (keys) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((key) => [key, key * 10]));
    };
    const answers = await Promise.allSettled(
      [1, 2].map((key) => batchLoad(context, 'n', key, load)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await batchLoad(context, 'n', 2, load)).toBe(20);
  });

  it(`splits a batch of more than ${maxBatchKeys} keys over several calls`, async () => {
    const context = {};
    const { calls, load } = recordingLoader();
    const keys = Array.from({ length: maxBatchKeys + 5 }, (_, index) => index + 1);
    const answers = await Promise.all(keys.map((key) => batchLoad(context, 'rows', key, load)));
    expect(answers.at(-1)).toBe(`row ${maxBatchKeys + 5}`);
    expect(calls.map((call) => call.length)).toEqual([maxBatchKeys, 5]);
  });
});
