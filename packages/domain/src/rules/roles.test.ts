import { describe, expect, it } from 'vitest';
import { isAdministrator, isManager, permissionsFor } from './roles';

describe('roles', () => {
  it('treats only role 3 as administrator', () => {
    expect([1, 2, 3, null].map(isAdministrator)).toEqual([false, false, true, false]);
  });

  it('treats roles 2 and 3 as managers', () => {
    expect([1, 2, 3, undefined].map(isManager)).toEqual([false, true, true, false]);
  });

  it('grants subscription and developer access only to the configured user ids', () => {
    const config = { subscriptionUserIds: [7, 9], developerUserIds: [9] };
    expect(permissionsFor(7, 1, config)).toEqual({
      manager: false,
      administrator: false,
      subscription: true,
      developer: false,
    });
    expect(permissionsFor(9, 3, config)).toEqual({
      manager: true,
      administrator: true,
      subscription: true,
      developer: true,
    });
    expect(permissionsFor(8, 2, config).subscription).toBe(false);
  });
});
