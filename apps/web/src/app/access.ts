import type { Permissions } from '@vezel/domain/rules/roles';

/** Who may open a screen or see its entry (spec section 6). */
export type Access = (permissions: Permissions) => boolean;

export const everyone: Access = () => true;
export const managers: Access = (permissions) => permissions.manager;
export const administrators: Access = (permissions) => permissions.administrator;
export const subscriptionUsers: Access = (permissions) => permissions.subscription;

/** Until the user is known nobody holds any permission. */
export const noPermissions: Permissions = {
  manager: false,
  administrator: false,
  subscription: false,
  developer: false,
};
