import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AnchorOutlinedIcon from '@mui/icons-material/AnchorOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CardMembershipOutlinedIcon from '@mui/icons-material/CardMembershipOutlined';
import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DirectionsBoatOutlinedIcon from '@mui/icons-material/DirectionsBoatOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import SailingOutlinedIcon from '@mui/icons-material/SailingOutlined';
import SyncAltOutlinedIcon from '@mui/icons-material/SyncAltOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { assetTypeNames, assetTypeOf } from '@vezel/domain/assets/asset-types';
import type { Permissions } from '@vezel/domain/rules/roles';
import type { RouteId, RouteParams } from '@vezel/domain/routes/route-table';
import { administrators, everyone, managers, subscriptionUsers, type Access } from './access';
import type { TranslationKey } from './i18n';
import { hasScreen } from './screens';

export interface NavigationEntry {
  routeId: RouteId;
  /** Of an entry whose route takes parameters (e.g. the asset type); then `key` names it. */
  params?: RouteParams;
  /** The entry's test id and React key when one route has several entries; else the route id. */
  key?: string;
  labelKey: TranslationKey;
  icon: typeof SvgIcon;
  visible: Access;
  /** The heading of the drawer's group the entry is listed in, e.g. "Beheer"; none: the top group. */
  groupKey?: TranslationKey;
  /** The routes under the entry that keep it highlighted; its own route only when left out. */
  covers?: (routeId: RouteId, params: Readonly<Record<string, string | undefined>>) => boolean;
}

/**
 * Whether a page is a survey list of this kind. A survey's own page has the list's shape
 * (/onderzoeken/{survey}), so the router may name it a list route: its number gives it away.
 */
function isSurveyListOf(
  kind: 'property' | 'vessel',
  routeId: RouteId,
  typeName: string | undefined,
): boolean {
  if (!routeId.startsWith('surveyList') || !typeName || /^\d+$/.test(typeName)) return false;
  return (assetTypeOf(typeName) === 'property') === (kind === 'property');
}

/** The drawer, top to bottom. Later areas (surveys, assets, admin...) add their entries here. */
const entries: readonly NavigationEntry[] = [
  { routeId: 'home', labelKey: 'nav.home', icon: HomeOutlinedIcon, visible: everyone },
  {
    key: 'surveys-properties',
    routeId: 'surveyListActive',
    params: { assettype: assetTypeNames.property },
    labelKey: 'surveys.nav.properties',
    icon: AssignmentOutlinedIcon,
    visible: everyone,
    covers: (routeId, params) => isSurveyListOf('property', routeId, params.assettype),
  },
  {
    key: 'surveys-vessels',
    routeId: 'surveyListActive',
    params: { assettype: assetTypeNames.vessel },
    labelKey: 'surveys.nav.vessels',
    icon: SailingOutlinedIcon,
    visible: everyone,
    covers: (routeId, params) => isSurveyListOf('vessel', routeId, params.assettype),
  },
  {
    key: 'properties',
    routeId: 'assetManagement',
    params: { assettype: assetTypeNames.property },
    labelKey: 'nav.properties',
    icon: ApartmentOutlinedIcon,
    visible: everyone,
    covers: (routeId, params) =>
      routeId.startsWith('asset') && assetTypeOf(params.assettype ?? '') === 'property',
  },
  {
    key: 'vessels',
    routeId: 'assetManagement',
    params: { assettype: assetTypeNames.vessel },
    labelKey: 'nav.vessels',
    icon: DirectionsBoatOutlinedIcon,
    visible: everyone,
    covers: (routeId, params) =>
      routeId.startsWith('asset') && assetTypeOf(params.assettype ?? '') !== 'property',
  },
  {
    routeId: 'account',
    labelKey: 'nav.account',
    icon: AccountCircleOutlinedIcon,
    visible: everyone,
  },
  {
    routeId: 'resetPassword',
    labelKey: 'nav.changePassword',
    icon: LockResetOutlinedIcon,
    visible: everyone,
  },
  {
    routeId: 'changelog',
    labelKey: 'nav.changelog',
    icon: HistoryOutlinedIcon,
    visible: everyone,
  },
  {
    routeId: 'appFeedback',
    labelKey: 'nav.appFeedback',
    icon: FeedbackOutlinedIcon,
    visible: administrators,
  },
  {
    routeId: 'subscription',
    labelKey: 'nav.subscription',
    icon: CardMembershipOutlinedIcon,
    visible: subscriptionUsers,
  },
  {
    routeId: 'adminUsers',
    labelKey: 'nav.users',
    icon: PeopleOutlinedIcon,
    visible: managers,
    groupKey: 'nav.admin',
    covers: (routeId) => routeId.startsWith('adminUser'),
  },
  {
    routeId: 'adminCertificationBody',
    labelKey: 'nav.certificationBody',
    icon: VerifiedOutlinedIcon,
    visible: managers,
    groupKey: 'nav.admin',
    covers: (routeId) => routeId === 'adminCertificationBody' || routeId.startsWith('adminBranch'),
  },
  {
    routeId: 'adminLaboratories',
    labelKey: 'nav.laboratories',
    icon: ScienceOutlinedIcon,
    visible: managers,
    groupKey: 'nav.admin',
    covers: (routeId) => routeId.startsWith('adminLaborator'),
  },
  {
    routeId: 'adminVscpTemplates',
    labelKey: 'nav.vscpTemplates',
    icon: ChecklistOutlinedIcon,
    visible: managers,
    groupKey: 'nav.admin',
    covers: (routeId) => routeId.startsWith('adminVscpTemplate'),
  },
  {
    routeId: 'adminDossierChecks',
    labelKey: 'nav.dossierChecks',
    icon: FactCheckOutlinedIcon,
    visible: managers,
    groupKey: 'nav.admin',
    covers: (routeId) => routeId.startsWith('adminDossierCheck'),
  },
  {
    routeId: 'adminReports',
    labelKey: 'nav.reportTemplates',
    icon: DescriptionOutlinedIcon,
    visible: managers,
    groupKey: 'nav.admin',
    covers: (routeId) => routeId.startsWith('adminReport'),
  },
  {
    routeId: 'adminSgiClients',
    labelKey: 'nav.clientsProperty',
    icon: BusinessOutlinedIcon,
    visible: managers,
    groupKey: 'nav.admin',
    covers: (routeId) => routeId.startsWith('adminSgiClient'),
  },
  {
    routeId: 'adminMaritimeClients',
    labelKey: 'nav.clientsMaritime',
    icon: AnchorOutlinedIcon,
    visible: managers,
    groupKey: 'nav.admin',
    covers: (routeId) => routeId.startsWith('adminMaritimeClient'),
  },
  {
    routeId: 'adminVariables',
    labelKey: 'nav.variables',
    icon: ListAltOutlinedIcon,
    visible: managers,
    groupKey: 'nav.admin',
    covers: (routeId) => routeId.startsWith('adminVariable'),
  },
  {
    routeId: 'adminLavs',
    labelKey: 'nav.lavs',
    icon: CloudUploadOutlinedIcon,
    visible: managers,
    groupKey: 'nav.admin',
    covers: (routeId) => routeId.startsWith('adminLavs'),
  },
  {
    routeId: 'lavs',
    labelKey: 'nav.lavsRegistrations',
    icon: SyncAltOutlinedIcon,
    visible: everyone,
    groupKey: 'nav.integrations',
  },
];

function navigationEntries(permissions: Permissions): NavigationEntry[] {
  return entries.filter((entry) => hasScreen(entry.routeId) && entry.visible(permissions));
}

export interface NavigationGroup {
  headingKey?: TranslationKey;
  entries: NavigationEntry[];
}

/** The drawer's groups in the order they first appear: each heading shows once. */
export function navigationGroups(permissions: Permissions): NavigationGroup[] {
  const groups: NavigationGroup[] = [];
  for (const entry of navigationEntries(permissions)) {
    const group = groups.find((candidate) => candidate.headingKey === entry.groupKey);
    if (group) group.entries.push(entry);
    else groups.push({ headingKey: entry.groupKey, entries: [entry] });
  }
  return groups;
}
