import type { SurveySection } from './section-types';

export const surveySections: readonly SurveySection[] = [
  {
    key: 'information',
    order: 10,
    route: 'surveyInformation',
    routes: [
      'surveyInformation',
      'surveyInformationSurveyInfo',
      'surveyInformationAsbestosSuitability',
      'surveyInformationExecution',
      'surveyInformationClient',
      'surveyInformationReportPhotos',
      'surveyInformationReportPhoto',
      'surveyInformationOther',
      'surveyInformationRemark',
      'surveyInformationSuitabilities',
      'surveyInformationSuitability',
    ],
    labelKey: 'surveys.section.information',
    load: () => import('./SurveyInformation').then((module) => module.SurveyInformation),
  },
  {
    key: 'object',
    order: 20,
    route: 'surveyObject',
    routes: [
      'surveyObject',
      'surveyObjectInformation',
      'surveyObjectSpaces',
      'surveyObjectPlans',
      'surveyObjectPhotos',
    ],
    labelKey: 'surveyObject.section',
    load: () =>
      import('../survey-object/SurveyObjectSection').then((module) => module.SurveyObjectSection),
  },
  {
    key: 'inventarisations',
    order: 100,
    route: 'surveyInventarisations',
    routes: [
      'surveyInventarisations',
      'surveyInventarisation',
      'surveyInventarisationInformation',
      'surveyInventarisationDossierChecks',
    ],
    labelKey: 'surveyInventarisations.section',
    load: () =>
      import('../survey-inventarisations/SurveyInventarisationsSection').then(
        (module) => module.SurveyInventarisationsSection,
      ),
    assetKind: 'property',
  },
  {
    key: 'sources',
    order: 80,
    route: 'surveySourceApplications',
    routes: [
      'surveySourceApplications',
      'surveySources',
      'surveySourceApplication',
      'surveySourceApplicationSanitationStrategies',
      'surveySourceApplicationStatus',
      'surveyLocations',
      'surveyLocation',
      'surveyLocationDetails',
      'surveyLocationControlMeasures',
      'surveyLocationObservations',
      'surveyLocationPhotos',
      'surveyLocationSamples',
    ],
    labelKey: 'surveySources.section.sources',
    load: () =>
      import('../survey-sources/SurveySourcesSection').then(
        (module) => module.SurveySourcesSection,
      ),
  },
  {
    key: 'vscp',
    order: 82,
    route: 'surveyVscpApplications',
    routes: ['surveyVscpApplications', 'surveyVscpApplication'],
    labelKey: 'surveySources.section.vscp',
    load: () =>
      import('../survey-sources/SurveyVscpSection').then((module) => module.SurveyVscpSection),
    assetKind: 'vessel',
  },
  {
    key: 'samples',
    order: 85,
    route: 'surveySamples',
    routes: ['surveySamples', 'surveySample', 'surveySampleAnalysis', 'surveySampleResult'],
    labelKey: 'surveySources.section.samples',
    load: () =>
      import('../survey-sources/SurveySamplesSection').then(
        (module) => module.SurveySamplesSection,
      ),
  },
  {
    key: 'certificates',
    order: 87,
    route: 'surveyCertificateLaboratories',
    routes: [
      'surveyCertificates',
      'surveyCertificateLaboratories',
      'surveyCertificateLaboratory',
      'surveyCertificateLaboratoryCertificates',
      'surveyCertificateLaboratoryLabOrders',
      'surveyCertificateSmart',
    ],
    labelKey: 'surveyLabOrders.section',
    load: () =>
      import('../survey-lab-orders/SurveyCertificatesSection').then(
        (module) => module.SurveyCertificatesSection,
      ),
  },
  {
    key: 'deskResearch',
    order: 30,
    route: 'surveyDeskResearch',
    routes: [
      'surveyDeskResearch',
      'surveyDeskResearchDocument',
      'surveyDeskResearchEntry',
      'surveyDeskResearchPhoto',
    ],
    labelKey: 'surveyRecords.sections.deskResearch',
    load: () =>
      import('../survey-records/SurveyRecordSections').then((module) => module.SurveyDeskResearch),
  },
  {
    key: 'interviews',
    order: 40,
    route: 'surveyInterviews',
    routes: ['surveyInterviews', 'surveyInterview'],
    labelKey: 'surveyRecords.sections.interviews',
    load: () =>
      import('../survey-records/SurveyRecordSections').then((module) => module.SurveyInterviews),
  },
  {
    key: 'limitations',
    order: 50,
    route: 'surveyLimitations',
    routes: ['surveyLimitations', 'surveyLimitation'],
    labelKey: 'surveyRecords.sections.limitations',
    load: () =>
      import('../survey-records/SurveyRecordSections').then((module) => module.SurveyLimitations),
  },
  {
    key: 'exclusions',
    order: 60,
    route: 'surveyExclusions',
    routes: ['surveyExclusions', 'surveyExclusion'],
    labelKey: 'surveyRecords.sections.exclusions',
    load: () =>
      import('../survey-records/SurveyRecordSections').then((module) => module.SurveyExclusions),
  },
  {
    key: 'observations',
    order: 70,
    route: 'surveyObservations',
    routes: ['surveyObservations', 'surveyObservation'],
    labelKey: 'surveyRecords.sections.observations',
    load: () =>
      import('../survey-records/SurveyRecordSections').then((module) => module.SurveyObservations),
  },
  {
    key: 'plans',
    order: 90,
    route: 'surveyPlans',
    routes: ['surveyPlans'],
    labelKey: 'surveyRecords.sections.plans',
    load: () =>
      import('../survey-records/SurveyRecordSections').then((module) => module.SurveyPlans),
    // A plan's drawing (?plan=): its query and the editor's code start with the survey's.
    prefetch: (client, search) => {
      const planId = search.get('plan');
      if (!planId) return;
      void import('../survey-plan-drawings/prefetch').then((module) =>
        module.prefetchPlanDrawing(client, planId),
      );
      void import('../survey-plan-drawings/PlanDrawingEditor');
    },
  },
  {
    key: 'reports',
    order: 105,
    route: 'surveyReports',
    routes: ['surveyReports', 'surveyReport'],
    labelKey: 'surveyReports.section',
    load: () =>
      import('../survey-reports/SurveyReportsSection').then(
        (module) => module.SurveyReportsSection,
      ),
  },
  // Registering the inventory in LAVS comes once its report is final: after the reports.
  {
    key: 'checks',
    order: 107,
    route: 'surveyChecksLavs',
    routes: ['surveyChecksLavs'],
    labelKey: 'lavs.checks.section',
    load: () => import('../lavs/SurveyLavsSection').then((module) => module.SurveyLavsSection),
    assetKind: 'property',
  },
  {
    key: 'oldReports',
    order: 110,
    route: 'surveyOldReports',
    routes: ['surveyOldReports', 'surveyOldReport'],
    labelKey: 'surveyRecords.sections.oldReports',
    load: () =>
      import('../survey-records/SurveyRecordSections').then((module) => module.SurveyOldReports),
  },
  {
    key: 'iframe',
    order: 120,
    route: 'surveyIframe',
    routes: ['surveyIframe'],
    labelKey: 'surveyRecords.sections.iframe',
    load: () => import('../survey-records/SurveyIframe').then((module) => module.SurveyIframe),
  },
];
