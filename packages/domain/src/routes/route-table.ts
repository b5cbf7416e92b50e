import { defaultLocale, type Locale } from '../i18n/locales';

/**
 * Every screen of spec section 2 by id. Dutch paths have no prefix and Dutch segment
 * names; English and French share the English path under /en and /fr. Sub-route
 * segments the spec writes in English stay English in Dutch too. `:name` marks a
 * parameter; `constraints` tells two routes of the same shape apart
 * (/onderzoeken/{assettype} and /onderzoeken/{survey}).
 */
export interface RouteDefinition {
  readonly nl: string;
  readonly en: string;
  readonly constraints?: Readonly<Record<string, RegExp>>;
}

const numericId = /^\d+$/;
const surveyConstraint = { survey: numericId } as const;

const accountNl = '/account';
const accountEn = '/account';
const usersNl = '/admin/gebruikers';
const usersEn = '/admin/users';
const branchesNl = '/admin/certificeringsinstelling';
const branchesEn = '/admin/certificationbody';
const labsNl = '/admin/laboratoria';
const labsEn = '/admin/laboratories';
const vscpTemplatesNl = '/admin/vscpsjablonen';
const vscpTemplatesEn = '/admin/vscptemplates';
const sgiClientsNl = '/admin/klanten/sgi';
const sgiClientsEn = '/admin/clients/sgi';
const maritimeClientsNl = '/admin/klanten/maritiem';
const maritimeClientsEn = '/admin/clients/maritime';
const dossierChecks = '/admin/dossierchecks';
const lavsAdmin = '/admin/lavs';
const reportsNl = '/admin/rapporten';
const reportsEn = '/admin/reports';
const variableSetNl = '/admin/variabelen/:variableset';
const variableSetEn = '/admin/variables/:variableset';
const materialType = '/materiaalType/:materiaalType';
const analysisMaterial = `${materialType}/analyseMaterialen/:analyseMateriaal`;
const analysisResult = `${analysisMaterial}/analyseResultaten/:analyseResultaat`;
const sampleKind = `${materialType}/monsterSoorten/:monsterSoort`;
const userCapability = '/inventarisatieUserCapability/:id';
const asbestregisseurNl = '/integraties/asbestregisseur';
const asbestregisseurEn = '/integrations/asbestregisseur';
const arProject = '/:status/:project';
const assetsNl = '/pandenbeheer/:assettype';
const assetsEn = '/assetmanagement/:assettype';
const asset = '/assets/:asset';
const surveysNl = '/onderzoeken/:assettype';
const surveysEn = '/surveys/:assettype';
const surveyNl = '/onderzoeken/:survey';
const surveyEn = '/surveys/:survey';
const labCertificates = '/certificates/laboratories/:laboratory';
const surveyInformation = '/information';
const sourceApplication = '/applications/sources/:source';
const sourceLocation = '/locations/:location';

/** The same sub-path below a Dutch and an English base. */
function below(nlBase: string, enBase: string, sub = ''): RouteDefinition {
  return { nl: nlBase + sub, en: enBase + sub };
}

function same(path: string): RouteDefinition {
  return { nl: path, en: path };
}

function surveyRoute(sub = ''): RouteDefinition {
  return { nl: surveyNl + sub, en: surveyEn + sub, constraints: surveyConstraint };
}

export const routes = {
  // General
  home: same('/'),
  login: same('/login'),
  forgotPassword: same('/forgotpassword'),
  resetPassword: same('/resetpassword'),
  resetPasswordToken: same('/reset-password/:resetpassword'),
  subscription: same('/subscription'),
  browser: same('/browser'),
  changelog: same('/changelog'),
  appFeedback: same('/app-feedback'),

  // Own account
  account: below(accountNl, accountEn),
  accountInformation: below(accountNl, accountEn, '/information'),
  accountSignature: below(accountNl, accountEn, '/signature'),
  accountCapabilities: below(accountNl, accountEn, '/capabilities'),
  accountCertificates: below(accountNl, accountEn, '/certificates'),
  accountCertificate: below(accountNl, accountEn, '/certificates/:certificate'),
  accountEquipment: below(accountNl, accountEn, '/equipment'),
  accountEquipmentItem: below(accountNl, accountEn, '/equipment/:item'),
  accountEquipmentCertificates: below(accountNl, accountEn, '/equipment/:item/certificates'),
  accountEquipmentCertificate: below(
    accountNl,
    accountEn,
    '/equipment/:item/certificates/:certificate',
  ),

  // Admin: users
  adminUsers: below(usersNl, usersEn),
  adminUser: below(usersNl, usersEn, '/:user'),
  adminUserCapabilities: below(usersNl, usersEn, '/:user/capabilities'),
  adminUserCertificates: below(usersNl, usersEn, '/:user/certificates'),
  adminUserCertificate: below(usersNl, usersEn, '/:user/certificates/:certificate'),
  adminUserSignature: below(usersNl, usersEn, '/:user/signature'),
  adminUserInformation: below(usersNl, usersEn, '/:user/information'),
  adminUserEquipment: below(usersNl, usersEn, '/:user/equipment'),
  adminUserEquipmentItem: below(usersNl, usersEn, '/:user/equipment/:item'),
  adminUserEquipmentCertificates: below(usersNl, usersEn, '/:user/equipment/:item/certificates'),
  adminUserEquipmentCertificate: below(
    usersNl,
    usersEn,
    '/:user/equipment/:item/certificates/:certificate',
  ),

  // Admin: certification body branches
  adminCertificationBody: below(branchesNl, branchesEn),
  adminBranch: below(branchesNl, branchesEn, '/:branch'),
  adminBranchAddress: below(branchesNl, branchesEn, '/:branch/address'),
  adminBranchCertificates: below(branchesNl, branchesEn, '/:branch/certificates'),
  adminBranchCertificate: below(branchesNl, branchesEn, '/:branch/certificates/:certificate'),
  adminBranchInformation: below(branchesNl, branchesEn, '/:branch/information'),
  adminBranchOther: below(branchesNl, branchesEn, '/:branch/other'),

  // Admin: laboratories
  adminLaboratories: below(labsNl, labsEn),
  adminLaboratory: below(labsNl, labsEn, '/:lab'),
  adminLaboratoryAnalysis: below(labsNl, labsEn, '/:lab/analysis'),
  adminLaboratoryInformation: below(labsNl, labsEn, '/:lab/information'),
  adminLaboratoryConnections: below(labsNl, labsEn, '/:lab/connections'),
  adminLaboratoryCertificates: below(labsNl, labsEn, '/:lab/certificates'),
  adminLaboratoryCertificate: below(labsNl, labsEn, '/:lab/certificates/:certificate'),

  // Admin: report-template sets (VSCP templates)
  adminVscpTemplates: below(vscpTemplatesNl, vscpTemplatesEn),
  adminVscpTemplate: below(vscpTemplatesNl, vscpTemplatesEn, '/:vscptemplate'),
  adminVscpTemplateEntries: below(vscpTemplatesNl, vscpTemplatesEn, '/:vscptemplate/entries'),
  adminVscpTemplateEntry: below(vscpTemplatesNl, vscpTemplatesEn, '/:vscptemplate/entries/:entry'),

  // Admin: clients, one list per business line
  adminSgiClients: below(sgiClientsNl, sgiClientsEn),
  adminSgiClient: below(sgiClientsNl, sgiClientsEn, '/:client'),
  adminSgiClientAddress: below(sgiClientsNl, sgiClientsEn, '/:client/address'),
  adminSgiClientContacts: below(sgiClientsNl, sgiClientsEn, '/:client/contacts'),
  adminSgiClientContact: below(sgiClientsNl, sgiClientsEn, '/:client/contacts/:contact'),
  adminSgiClientInformation: below(sgiClientsNl, sgiClientsEn, '/:client/information'),
  adminMaritimeClients: below(maritimeClientsNl, maritimeClientsEn),
  adminMaritimeClient: below(maritimeClientsNl, maritimeClientsEn, '/:client'),
  adminMaritimeClientAddress: below(maritimeClientsNl, maritimeClientsEn, '/:client/address'),
  adminMaritimeClientContacts: below(maritimeClientsNl, maritimeClientsEn, '/:client/contacts'),
  adminMaritimeClientContact: below(
    maritimeClientsNl,
    maritimeClientsEn,
    '/:client/contacts/:contact',
  ),
  adminMaritimeClientInformation: below(
    maritimeClientsNl,
    maritimeClientsEn,
    '/:client/information',
  ),

  // Admin: dossier checks
  adminDossierChecks: same(dossierChecks),
  adminDossierCheckSurveyTypes: same(`${dossierChecks}/surveytypes`),
  adminDossierCheckTemplates: same(`${dossierChecks}/templates`),
  adminDossierCheckTemplate: same(`${dossierChecks}/templates/:template`),
  adminDossierCheckTemplatePart: same(`${dossierChecks}/templates/:template/part/:part`),
  adminDossierCheckTemplateAnswer: same(
    `${dossierChecks}/templates/:template/part/:part/answer/:answer`,
  ),

  // Admin: LAVS
  adminLavs: same(lavsAdmin),
  adminLavsSettings: same(`${lavsAdmin}/settings`),
  adminLavsMappingWarnings: same(`${lavsAdmin}/mappingwarnings`),

  // Admin: report templates, chapters and elements
  adminReports: below(reportsNl, reportsEn),
  adminReportTemplates: below(reportsNl, reportsEn, '/templates'),
  adminReportTemplate: below(reportsNl, reportsEn, '/templates/:template'),
  adminReportTemplateChapter: below(reportsNl, reportsEn, '/templates/:template/chapters/:chapter'),
  adminReportTemplateChapterElement: below(
    reportsNl,
    reportsEn,
    '/templates/:template/chapters/:chapter/elements/:element',
  ),
  adminReportChapters: below(reportsNl, reportsEn, '/chapters'),
  adminReportChapter: below(reportsNl, reportsEn, '/chapters/:chapter'),
  adminReportChapterElement: below(reportsNl, reportsEn, '/chapters/:chapter/elements/:element'),
  adminReportElements: below(reportsNl, reportsEn, '/elements'),
  adminReportElement: below(reportsNl, reportsEn, '/elements/:element'),

  // Admin: variable sets, one sub-tab per set
  adminVariables: below('/admin/variabelen', '/admin/variables'),
  adminVariableSet: below(variableSetNl, variableSetEn),
  adminVariableExternalSystem: below(
    variableSetNl,
    variableSetEn,
    '/externalSystem/:externalSystem',
  ),
  adminVariableExternalSystemMapping: below(
    variableSetNl,
    variableSetEn,
    '/externalSystem/:externalSystem/mappings/:mapping',
  ),
  adminVariableUserCapability: below(variableSetNl, variableSetEn, userCapability),
  adminVariableUserCapabilityRequirement: below(
    variableSetNl,
    variableSetEn,
    `${userCapability}/capabilityRequirement`,
  ),
  adminVariableUserCapabilityVariableMapping: below(
    variableSetNl,
    variableSetEn,
    `${userCapability}/variableMappingUserCapability`,
  ),
  adminVariableUserCapabilityMapping: below(
    variableSetNl,
    variableSetEn,
    `${userCapability}/mappings/:mapping`,
  ),
  adminVariableMaterialType: below(variableSetNl, variableSetEn, materialType),
  adminVariableMaterialTypeDetails: below(variableSetNl, variableSetEn, `${materialType}/details`),
  adminVariableAnalysisMaterials: below(
    variableSetNl,
    variableSetEn,
    `${materialType}/analyseMaterialen`,
  ),
  adminVariableAnalysisMaterial: below(variableSetNl, variableSetEn, analysisMaterial),
  adminVariableAnalysisMaterialVariableMapping: below(
    variableSetNl,
    variableSetEn,
    `${analysisMaterial}/variableMapping`,
  ),
  adminVariableAnalysisResult: below(variableSetNl, variableSetEn, analysisResult),
  adminVariableAnalysisResultVariableMapping: below(
    variableSetNl,
    variableSetEn,
    `${analysisResult}/resultaatVariableMapping`,
  ),
  adminVariableAnalysisResultMappings: below(
    variableSetNl,
    variableSetEn,
    `${analysisResult}/mappings`,
  ),
  adminVariableMaterialStatuses: below(
    variableSetNl,
    variableSetEn,
    `${materialType}/materiaalStatussen`,
  ),
  adminVariableMaterialStatus: below(
    variableSetNl,
    variableSetEn,
    `${materialType}/materiaalStatussen/:materiaalStatus`,
  ),
  adminVariableSampleKinds: below(variableSetNl, variableSetEn, `${materialType}/monsterSoorten`),
  adminVariableSampleKind: below(variableSetNl, variableSetEn, sampleKind),
  adminVariableSampleKindAnalysisMethods: below(
    variableSetNl,
    variableSetEn,
    `${sampleKind}/analyseMethodes`,
  ),
  adminVariableSampleKindAnalysisMethod: below(
    variableSetNl,
    variableSetEn,
    `${sampleKind}/analyseMethodes/:analyseMethode`,
  ),
  adminVariableSampleKindExternalSystem: below(
    variableSetNl,
    variableSetEn,
    `${sampleKind}/externalSystemMonster`,
  ),
  adminVariableSampleKindMappings: below(variableSetNl, variableSetEn, `${sampleKind}/mappings`),
  adminVariableApplication: below(variableSetNl, variableSetEn, '/toepassing/:toepassing'),
  adminVariableVscpComponent: below(variableSetNl, variableSetEn, '/vscpComponent/:id'),
  adminVariableVscpSystem: below(variableSetNl, variableSetEn, '/vscpSystem/:id'),
  adminVariableList: below(variableSetNl, variableSetEn, '/:variable'),
  adminVariableItem: below(variableSetNl, variableSetEn, '/:variable/:variableitem'),
  adminVariableItemMappings: below(
    variableSetNl,
    variableSetEn,
    '/:variable/:variableitem/mappings',
  ),
  adminVariableItemMapping: below(
    variableSetNl,
    variableSetEn,
    '/:variable/:variableitem/mappings/:mapping',
  ),

  // Integrations
  asbestregisseur: below(asbestregisseurNl, asbestregisseurEn),
  asbestregisseurIncoming: below(asbestregisseurNl, asbestregisseurEn, '/incoming'),
  asbestregisseurStatus: below(asbestregisseurNl, asbestregisseurEn, '/:status'),
  asbestregisseurProject: below(asbestregisseurNl, asbestregisseurEn, arProject),
  asbestregisseurProjectDocuments: below(
    asbestregisseurNl,
    asbestregisseurEn,
    `${arProject}/documents`,
  ),
  asbestregisseurProjectDocument: below(
    asbestregisseurNl,
    asbestregisseurEn,
    `${arProject}/documents/:document`,
  ),
  asbestregisseurProjectInformation: below(
    asbestregisseurNl,
    asbestregisseurEn,
    `${arProject}/information/:information`,
  ),
  asbestregisseurProjectPlan: below(
    asbestregisseurNl,
    asbestregisseurEn,
    `${arProject}/plans/:plan`,
  ),
  lavs: below('/integraties/lavs', '/integrations/lavs'),

  // Asset management
  assetManagement: below(assetsNl, assetsEn),
  assets: below(assetsNl, assetsEn, '/assets'),
  asset: below(assetsNl, assetsEn, asset),
  assetInformation: below(assetsNl, assetsEn, `${asset}/information`),
  assetPhotos: below(assetsNl, assetsEn, `${asset}/photos`),
  assetPhoto: below(assetsNl, assetsEn, `${asset}/photos/:photo`),
  assetPlans: below(assetsNl, assetsEn, `${asset}/plans`),
  assetPlan: below(assetsNl, assetsEn, `${asset}/plans/:plan`),
  assetSpaces: below(assetsNl, assetsEn, `${asset}/spaces`),
  assetSpace: below(assetsNl, assetsEn, `${asset}/spaces/:space`),
  assetTemplates: below(assetsNl, assetsEn, '/templates'),
  assetTemplate: below(assetsNl, assetsEn, '/templates/:template'),
  assetTemplateSpaces: below(assetsNl, assetsEn, '/templates/:template/spaces'),
  assetTemplateSpace: below(assetsNl, assetsEn, '/templates/:template/spaces/:space'),

  // Survey lists per asset type and status
  surveyList: below(surveysNl, surveysEn),
  surveyListActive: below(surveysNl, surveysEn, '/active'),
  surveyListProposed: below(surveysNl, surveysEn, '/proposed'),
  surveyListCompleted: below(surveysNl, surveysEn, '/completed'),
  surveyListCancelled: below(surveysNl, surveysEn, '/cancelled'),

  // One survey
  survey: surveyRoute(),
  surveyLimitations: surveyRoute('/limitations'),
  surveyLimitation: surveyRoute('/limitations/:limitation'),
  surveySources: surveyRoute('/sources'),
  surveyDeskResearch: surveyRoute('/deskresearch'),
  surveyDeskResearchPhoto: surveyRoute('/deskresearch/onderzoekfoto/:id'),
  surveyDeskResearchDocument: surveyRoute('/deskresearch/:document'),
  surveyDeskResearchEntry: surveyRoute('/deskresearch/:document/entries/:entry'),
  surveyIframe: surveyRoute('/iframe'),
  surveyInterviews: surveyRoute('/interviews'),
  surveyInterview: surveyRoute('/interviews/:interview'),
  surveyInventarisations: surveyRoute('/inventarisations'),
  surveyInventarisation: surveyRoute('/inventarisations/:inventarisation'),
  surveyInventarisationDossierChecks: surveyRoute(
    '/inventarisations/:inventarisation/dossierchecks',
  ),
  surveyInventarisationInformation: surveyRoute('/inventarisations/:inventarisation/information'),
  surveySamples: surveyRoute('/samples'),
  surveySample: surveyRoute('/samples/:sample'),
  surveySampleAnalysis: surveyRoute('/samples/:sample/analysis/:analysis'),
  surveySampleResult: surveyRoute('/samples/:sample/analysis/:analysis/results/:result'),
  surveyPlans: surveyRoute('/plans'),
  surveyReports: surveyRoute('/reports'),
  surveyReport: surveyRoute('/reports/:report'),
  surveyExclusions: surveyRoute('/exclusions'),
  surveyExclusion: surveyRoute('/exclusions/:exclusion'),
  surveyObservations: surveyRoute('/observations'),
  surveyObservation: surveyRoute('/observations/:observation'),
  surveyObject: surveyRoute('/object'),
  surveyObjectInformation: surveyRoute('/object/information'),
  surveyObjectSpaces: surveyRoute('/object/spaces'),
  surveyObjectPlans: surveyRoute('/object/plans'),
  surveyObjectPhotos: surveyRoute('/object/photos'),
  surveyCertificates: surveyRoute('/certificates'),
  surveyCertificateLaboratories: surveyRoute('/certificates/laboratories'),
  surveyCertificateLaboratory: surveyRoute(labCertificates),
  surveyCertificateLaboratoryCertificates: surveyRoute(`${labCertificates}/certificates`),
  surveyCertificateLaboratoryLabOrders: surveyRoute(`${labCertificates}/laborders`),
  surveyCertificateSmart: surveyRoute('/certificates/smart'),
  surveyChecksLavs: surveyRoute('/checks/lavs'),
  surveyInformation: surveyRoute(surveyInformation),
  surveyInformationSurveyInfo: surveyRoute(`${surveyInformation}/surveyinfo`),
  surveyInformationAsbestosSuitability: surveyRoute(`${surveyInformation}/asbestosuitability`),
  surveyInformationExecution: surveyRoute(`${surveyInformation}/execution`),
  surveyInformationClient: surveyRoute(`${surveyInformation}/client`),
  surveyInformationReportPhotos: surveyRoute(`${surveyInformation}/reportphotos`),
  surveyInformationReportPhoto: surveyRoute(`${surveyInformation}/reportphotos/:reportphoto`),
  surveyInformationOther: surveyRoute(`${surveyInformation}/other`),
  surveyInformationRemark: surveyRoute(`${surveyInformation}/other/:remark`),
  surveyInformationSuitabilities: surveyRoute(`${surveyInformation}/suitabilities`),
  surveyInformationSuitability: surveyRoute(`${surveyInformation}/suitabilities/:suitability`),
  surveySourceApplications: surveyRoute('/applications/sources'),
  surveySourceApplication: surveyRoute(sourceApplication),
  surveySourceApplicationSanitationStrategies: surveyRoute(
    `${sourceApplication}/sanitationstrategies`,
  ),
  surveySourceApplicationStatus: surveyRoute(`${sourceApplication}/status`),
  surveyLocations: surveyRoute('/locations'),
  surveyLocation: surveyRoute(sourceLocation),
  surveyLocationControlMeasures: surveyRoute(`${sourceLocation}/controlmeasures`),
  surveyLocationDetails: surveyRoute(`${sourceLocation}/details`),
  surveyLocationObservations: surveyRoute(`${sourceLocation}/observations`),
  surveyLocationPhotos: surveyRoute(`${sourceLocation}/photos`),
  surveyLocationSamples: surveyRoute(`${sourceLocation}/samples`),
  surveyVscpApplications: surveyRoute('/applications/vscp'),
  surveyVscpApplication: surveyRoute('/applications/vscp/:vscp'),
  surveyOldReports: surveyRoute('/oldreports'),
  surveyOldReport: surveyRoute('/oldreports/:oldreport'),
  // A survey report as printed: the PDF job prints this page (its own layout, no shell).
  surveyReportPrint: {
    nl: '/rapporten/:report/afdrukken',
    en: '/reports/:report/print',
    constraints: { report: numericId },
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof routes;

export const routeIds = Object.keys(routes) as RouteId[];

/** Pages that work without a session (spec section 6). */
export const publicRouteIds: readonly RouteId[] = [
  'login',
  'forgotPassword',
  'resetPasswordToken',
  'browser',
];

export function isPublicRoute(id: RouteId): boolean {
  return publicRouteIds.includes(id);
}

export type RouteParams = Readonly<Record<string, string | number>>;

export interface RouteMatch {
  id: RouteId;
  locale: Locale;
  params: Record<string, string>;
}

function definition(id: RouteId): RouteDefinition {
  return routes[id];
}

function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** The locale a path belongs to: /en and /fr by prefix, everything else Dutch. */
export function localeOfPath(pathname: string): Locale {
  const match = /^\/(en|fr)(?:\/|$)/.exec(pathname);
  return match?.[1] === 'en' || match?.[1] === 'fr' ? match[1] : defaultLocale;
}

/** The path pattern of a route in a locale, prefix included, `:param` placeholders kept. */
export function routePattern(id: RouteId, locale: Locale): string {
  const route = definition(id);
  const path = locale === 'nl' ? route.nl : route.en;
  const prefix = localePrefix(locale);
  if (path === '/') return prefix || '/';
  return prefix + path;
}

export function buildPath(id: RouteId, locale: Locale, params: RouteParams = {}): string {
  return routePattern(id, locale)
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      const value = params[name];
      if (value === undefined || value === '') {
        throw new Error(`Route '${id}' needs the parameter '${name}'`);
      }
      return encodeURIComponent(String(value));
    })
    .join('/');
}

interface CompiledRoute {
  id: RouteId;
  segments: string[];
  constraints: Readonly<Record<string, RegExp>>;
  /** Static segments rank above parameters, from left to right. */
  rank: string;
}

/** Most specific first: static segments earlier, then routes whose parameters are constrained. */
function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  if (a.rank !== b.rank) return a.rank < b.rank ? 1 : -1;
  return Object.keys(b.constraints).length - Object.keys(a.constraints).length;
}

function compile(id: RouteId, path: string): CompiledRoute {
  const segments = path === '/' ? [] : path.slice(1).split('/');
  return {
    id,
    segments,
    constraints: definition(id).constraints ?? {},
    rank: segments.map((segment) => (segment.startsWith(':') ? '0' : '1')).join(''),
  };
}

function compileAll(language: 'nl' | 'en'): CompiledRoute[] {
  return routeIds.map((id) => compile(id, definition(id)[language])).sort(bySpecificity);
}

const compiled = { nl: compileAll('nl'), en: compileAll('en') };

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function matchCompiled(route: CompiledRoute, segments: string[]): Record<string, string> | null {
  if (route.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, pattern] of route.segments.entries()) {
    const actual = segments[index] ?? '';
    if (!pattern.startsWith(':')) {
      if (pattern !== actual) return null;
      continue;
    }
    const name = pattern.slice(1);
    const value = safeDecode(actual);
    if (!value) return null;
    const constraint = route.constraints[name];
    if (constraint && !constraint.test(value)) return null;
    params[name] = value;
  }
  return params;
}

/** The route a pathname shows, the most specific one when several patterns fit. */
export function matchPath(pathname: string): RouteMatch | null {
  const locale = localeOfPath(pathname);
  let rest = locale === defaultLocale ? pathname : pathname.slice(locale.length + 1);
  if (rest.length > 1 && rest.endsWith('/')) rest = rest.slice(0, -1);
  if (rest === '') rest = '/';
  if (!rest.startsWith('/')) return null;
  const segments = rest === '/' ? [] : rest.slice(1).split('/');
  for (const route of compiled[locale === 'nl' ? 'nl' : 'en']) {
    const params = matchCompiled(route, segments);
    if (params) return { id: route.id, locale, params };
  }
  return null;
}

/** The same page in another language, with the same query string; that language's home otherwise. */
export function switchLocale(pathname: string, search: string, targetLocale: Locale): string {
  const match = matchPath(pathname);
  if (!match) return buildPath('home', targetLocale);
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return buildPath(match.id, targetLocale, match.params) + query;
}
