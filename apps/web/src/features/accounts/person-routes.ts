import type { RouteId, RouteParams } from '@vezel/domain/routes/route-table';

/** Whose records a screen shows: the logged-in user's (/account) or a user's of the admin. */
export type PersonScope = { kind: 'account' } | { kind: 'admin'; userId: string };

export type PersonTab = 'information' | 'signature' | 'capabilities' | 'certificates' | 'equipment';

/** Spec section 2: the account tabs, in this order. */
export const personTabs: readonly PersonTab[] = [
  'information',
  'signature',
  'capabilities',
  'certificates',
  'equipment',
];

/** The pages below a person, named as the route table's suffixes. */
export type PersonPage =
  | ''
  | 'Information'
  | 'Signature'
  | 'Capabilities'
  | 'Certificates'
  | 'Certificate'
  | 'Equipment'
  | 'EquipmentItem'
  | 'EquipmentCertificates'
  | 'EquipmentCertificate';

const prefixes = { account: 'account', admin: 'adminUser' } as const;

/** The route of a page of the person: accountCertificate, adminUserCertificate... */
export function personRouteId(scope: PersonScope, page: PersonPage): RouteId {
  return `${prefixes[scope.kind]}${page}` as RouteId;
}

/** The route parameters of a page of the person, with the user's id for the admin. */
export function personParams(scope: PersonScope, params: RouteParams = {}): RouteParams {
  return scope.kind === 'admin' ? { user: scope.userId, ...params } : params;
}

/** The tab a route of the account or of an admin user belongs to; its own route is information. */
export function personTabOf(routeId: string): PersonTab {
  const page = routeId.startsWith(prefixes.admin)
    ? routeId.slice(prefixes.admin.length)
    : routeId.startsWith(prefixes.account)
      ? routeId.slice(prefixes.account.length)
      : '';
  if (page.startsWith('Equipment')) return 'equipment';
  if (page.startsWith('Certificate')) return 'certificates';
  if (page === 'Signature') return 'signature';
  if (page === 'Capabilities') return 'capabilities';
  return 'information';
}

/** The tab's own route page. */
export function tabPage(tab: PersonTab): PersonPage {
  return `${tab.charAt(0).toUpperCase()}${tab.slice(1)}` as PersonPage;
}
