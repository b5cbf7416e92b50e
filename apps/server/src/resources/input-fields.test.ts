import { describe, expect, it } from 'vitest';
import { AppError } from '../graphql/errors';
import { optionalId, referenceColumn } from './input-fields';

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return error instanceof AppError ? error.extensions : error;
  }
  return undefined;
};

describe('optionalId', () => {
  it('is undefined when absent, null when empty, else the id', () => {
    expect(optionalId(undefined, 'floor', 'error.spaceFloor')).toBeUndefined();
    expect(optionalId(null, 'floor', 'error.spaceFloor')).toBeNull();
    // A field hidden by another keeps ''.
    expect(optionalId('', 'floor', 'error.spaceFloor')).toBeNull();
    expect(optionalId('42', 'floor', 'error.spaceFloor')).toBe(42);
    expect(optionalId(42, 'floor', 'error.spaceFloor')).toBe(42);
    expect(optionalId('2147483647', 'floor', 'error.spaceFloor')).toBe(2147483647);
  });

  it('refuses anything that is not an id on the field, with the caller’s message', () => {
    for (const value of ['0', '-1', '02', '2e0', '0x2', ' 2', 'x', '2147483648', true, ['2']]) {
      expect(
        refusal(() => optionalId(value, 'logo', 'error.fileTypeInvalid')),
        String(value),
      ).toEqual({
        code: 'BAD_USER_INPUT',
        messageKey: 'error.fileTypeInvalid',
        fields: { logo: { key: 'error.fileTypeInvalid' } },
      });
    }
  });
});

describe('referenceColumn', () => {
  const find = async (id: number) => (id === 7 ? { id } : undefined);

  it('leaves the column alone, clears it, or sets the row found', async () => {
    expect(await referenceColumn({}, 'floor', 'floorId', find, 'error.spaceFloor')).toEqual({});
    expect(
      await referenceColumn({ floor: '' }, 'floor', 'floorId', find, 'error.spaceFloor'),
    ).toEqual({ floorId: null });
    expect(
      await referenceColumn({ floor: '7' }, 'floor', 'floorId', find, 'error.spaceFloor'),
    ).toEqual({ floorId: 7 });
  });

  it('refuses an id it does not find, or no id, on the field', async () => {
    for (const floor of ['8', 'x']) {
      await expect(
        referenceColumn({ floor }, 'floor', 'floorId', find, 'error.spaceFloor'),
      ).rejects.toMatchObject({
        extensions: {
          messageKey: 'error.spaceFloor',
          fields: { floor: { key: 'error.spaceFloor' } },
        },
      });
    }
  });
});
