/**
 * Spec section 6: the role follows from the id of the user's inventory role
 * (inventarisatie_rol). 1 surveyor, 2 manager, 3 administrator; 2 and 3 are managers.
 */
export const roleIds = { surveyor: 1, manager: 2, administrator: 3 } as const;
export type RoleId = (typeof roleIds)[keyof typeof roleIds];

export function isAdministrator(roleId: number | null | undefined): boolean {
  return roleId === roleIds.administrator;
}

export function isManager(roleId: number | null | undefined): boolean {
  return roleId === roleIds.manager || roleId === roleIds.administrator;
}

export interface Permissions {
  manager: boolean;
  administrator: boolean;
  subscription: boolean;
  developer: boolean;
}

/** Subscription and developer access are configuration: lists of user ids. */
export function permissionsFor(
  userId: number,
  roleId: number | null | undefined,
  config: { subscriptionUserIds: readonly number[]; developerUserIds: readonly number[] },
): Permissions {
  return {
    manager: isManager(roleId),
    administrator: isAdministrator(roleId),
    subscription: config.subscriptionUserIds.includes(userId),
    developer: config.developerUserIds.includes(userId),
  };
}
