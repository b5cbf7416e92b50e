import { routeIds, type RouteId } from '@vezel/domain/routes/route-table';
import type { ComponentType } from 'react';
import { administrators, managers, subscriptionUsers, type Access } from './access';
import type { TranslationKey } from './i18n';

export interface ScreenDefinition {
  /** Loads the screen's own chunk. */
  load: () => Promise<ComponentType>;
  titleKey: TranslationKey;
  /** Who may open it; anyone with a session when left out. Others get the forbidden page. */
  access?: Access;
  /**
   * 'report': a signed-in page without the drawer and top bar, drawn as it prints (the
   * report print view, which the PDF job prints).
   */
  layout?: 'report';
}

// The list, its item card and the item's mapping routes share one screen (and one chunk),
// so that the table stays as it is while cards open and close.
const variableList: ScreenDefinition = {
  load: () =>
    import('../features/variables/VariableListScreen').then((module) => module.VariableListScreen),
  titleKey: 'variables.title',
  access: managers,
};

/**
 * Every route below one variable set: a list, an item of it or of a child list, and their
 * tabs. The screen resolves which (features/variables/item-routes.ts); the login page does
 * not need that table, so it is not imported here.
 */
function isVariableListRoute(route: RouteId): boolean {
  return (
    route.startsWith('adminVariable') && route !== 'adminVariables' && route !== 'adminVariableSet'
  );
}

// Both client books, a client's card and its tabs share one screen.
const clients: ScreenDefinition = {
  load: () => import('../features/clients/ClientsScreen').then((module) => module.ClientsScreen),
  titleKey: 'clients.title.all',
  access: managers,
};

// The branches of the certification body, a branch's card and its tabs.
const branches: ScreenDefinition = {
  load: () => import('../features/branches/BranchesScreen').then((module) => module.BranchesScreen),
  titleKey: 'branches.title',
  access: managers,
};

const isBranchRoute = (route: RouteId) =>
  route === 'adminCertificationBody' || route.startsWith('adminBranch');

// The laboratories, a laboratory's card and its tabs, its certificates among them.
const laboratories: ScreenDefinition = {
  load: () =>
    import('../features/laboratories/LaboratoriesScreen').then(
      (module) => module.LaboratoriesScreen,
    ),
  titleKey: 'laboratories.title',
  access: managers,
};

const isLaboratoryRoute = (route: RouteId) => route.startsWith('adminLaborator');

// Dossier checks: the templates with their parts and questions, and the survey types.
const dossierChecks: ScreenDefinition = {
  load: () =>
    import('../features/dossier-checks/DossierChecksScreen').then(
      (module) => module.DossierChecksScreen,
    ),
  titleKey: 'dossierChecks.title',
  access: managers,
};

// The VSCP template sets, a set's card and its entries.
const vscpTemplates: ScreenDefinition = {
  load: () =>
    import('../features/vscp-templates/VscpTemplatesScreen').then(
      (module) => module.VscpTemplatesScreen,
    ),
  titleKey: 'vscpTemplates.title',
  access: managers,
};

const isVscpTemplateRoute = (route: RouteId) => route.startsWith('adminVscpTemplate');

// Admin reports: the templates, chapters and elements tabs and every card below them.
const reportTemplates: ScreenDefinition = {
  load: () =>
    import('../features/report-templates/ReportTemplatesScreen').then(
      (module) => module.ReportTemplatesScreen,
    ),
  titleKey: 'reportTemplates.title',
  access: managers,
};

const isReportTemplateRoute = (route: RouteId) => route.startsWith('adminReport');

const isClientRoute = (route: RouteId) =>
  route.startsWith('adminSgiClient') || route.startsWith('adminMaritimeClient');

// Admin LAVS: the settings (also at /admin/lavs) and the mapping warnings tabs.
const adminLavs: ScreenDefinition = {
  load: () => import('../features/lavs/AdminLavsScreen').then((module) => module.AdminLavsScreen),
  titleKey: 'lavs.admin.title',
  access: managers,
};

// Asset management: the properties or vessels of the URL's type name, an asset's card and
// its tabs (information, spaces, photos, plans), and the space templates.
const assets: ScreenDefinition = {
  load: () => import('../features/assets/AssetsScreen').then((module) => module.AssetsScreen),
  titleKey: 'assets.title.management',
};

const isAssetRoute = (route: RouteId) => route.startsWith('asset');

// Surveys: the lists of an asset type (/onderzoeken/{assettype}) and one survey's file
// (/onderzoeken/{survey}/...) have the same shape; one screen tells them apart by the
// number and shows the file's section that serves the route (features/surveys/sections.ts),
// the not-found page for a section not built yet.
const surveys: ScreenDefinition = {
  load: () => import('../features/surveys/SurveysScreen').then((module) => module.SurveysScreen),
  titleKey: 'surveys.title',
};

const isSurveyRoute = (route: RouteId) => route.startsWith('survey');

// The account and each admin user: one screen for the page, its tabs and their cards.
const account: ScreenDefinition = {
  load: () => import('../features/accounts/AccountScreen').then((module) => module.AccountScreen),
  titleKey: 'account.title',
};
const adminUsers: ScreenDefinition = {
  load: () => import('../features/accounts/UsersScreen').then((module) => module.UsersScreen),
  titleKey: 'users.title',
  access: managers,
};

/**
 * The routes that have a screen so far. A route of the table without one falls to the
 * not-found page; a later screen is added here and, if it belongs in the drawer, in
 * navigation.ts.
 */
export const screens: Partial<Record<RouteId, ScreenDefinition>> = {
  home: {
    load: () => import('../features/home/HomeScreen').then((module) => module.HomeScreen),
    titleKey: 'home.title',
  },
  login: {
    load: () => import('../features/accounts/LoginScreen').then((module) => module.LoginScreen),
    titleKey: 'login.title',
  },
  forgotPassword: {
    load: () =>
      import('../features/accounts/ForgotPasswordScreen').then(
        (module) => module.ForgotPasswordScreen,
      ),
    titleKey: 'forgotPassword.title',
  },
  resetPasswordToken: {
    load: () =>
      import('../features/accounts/ResetPasswordTokenScreen').then(
        (module) => module.ResetPasswordTokenScreen,
      ),
    titleKey: 'resetPasswordToken.title',
  },
  resetPassword: {
    load: () =>
      import('../features/accounts/ChangePasswordScreen').then(
        (module) => module.ChangePasswordScreen,
      ),
    titleKey: 'changePassword.title',
  },
  changelog: {
    load: () =>
      import('../features/changelog/ChangelogScreen').then((module) => module.ChangelogScreen),
    titleKey: 'changelog.title',
  },
  appFeedback: {
    load: () =>
      import('../features/feedback/AppFeedbackScreen').then((module) => module.AppFeedbackScreen),
    titleKey: 'appFeedback.title',
    access: administrators,
  },
  subscription: {
    load: () =>
      import('../features/subscription/SubscriptionScreen').then(
        (module) => module.SubscriptionScreen,
      ),
    titleKey: 'subscription.title',
    access: subscriptionUsers,
  },
  adminVariables: {
    load: () =>
      import('../features/variables/VariablesScreen').then((module) => module.VariablesScreen),
    titleKey: 'variables.title',
    access: managers,
  },
  adminVariableSet: {
    load: () =>
      import('../features/variables/VariableSetScreen').then((module) => module.VariableSetScreen),
    titleKey: 'variables.title',
    access: managers,
  },
  ...Object.fromEntries(routeIds.filter(isVariableListRoute).map((route) => [route, variableList])),
  ...Object.fromEntries(routeIds.filter(isClientRoute).map((route) => [route, clients])),
  ...Object.fromEntries(routeIds.filter(isAssetRoute).map((route) => [route, assets])),
  ...Object.fromEntries(routeIds.filter(isSurveyRoute).map((route) => [route, surveys])),
  ...Object.fromEntries(routeIds.filter(isBranchRoute).map((route) => [route, branches])),
  ...Object.fromEntries(routeIds.filter(isLaboratoryRoute).map((route) => [route, laboratories])),
  ...Object.fromEntries(
    routeIds.filter(isVscpTemplateRoute).map((route) => [route, vscpTemplates]),
  ),
  ...Object.fromEntries(
    routeIds.filter(isReportTemplateRoute).map((route) => [route, reportTemplates]),
  ),
  ...Object.fromEntries(
    routeIds
      .filter((route) => route.startsWith('adminDossierCheck'))
      .map((route) => [route, dossierChecks]),
  ),
  adminLavs,
  adminLavsSettings: adminLavs,
  adminLavsMappingWarnings: adminLavs,
  lavs: {
    load: () =>
      import('../features/lavs/LavsRegistrationsScreen').then(
        (module) => module.LavsRegistrationsScreen,
      ),
    titleKey: 'lavs.integrations.title',
  },
  surveyReportPrint: {
    load: () =>
      import('../features/survey-reports/print/ReportPrintScreen').then(
        (module) => module.ReportPrintScreen,
      ),
    titleKey: 'reportPdf.print.title',
    layout: 'report',
  },
  account,
  accountInformation: account,
  accountSignature: account,
  accountCapabilities: account,
  accountCertificates: account,
  accountCertificate: account,
  accountEquipment: account,
  accountEquipmentItem: account,
  accountEquipmentCertificates: account,
  accountEquipmentCertificate: account,
  adminUsers,
  adminUser: adminUsers,
  adminUserCapabilities: adminUsers,
  adminUserCertificates: adminUsers,
  adminUserCertificate: adminUsers,
  adminUserSignature: adminUsers,
  adminUserInformation: adminUsers,
  adminUserEquipment: adminUsers,
  adminUserEquipmentItem: adminUsers,
  adminUserEquipmentCertificates: adminUsers,
  adminUserEquipmentCertificate: adminUsers,
};

export function hasScreen(id: RouteId): boolean {
  return id in screens;
}
