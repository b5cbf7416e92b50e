import { SurveyListItemRef, type SurveyListRow } from '../surveys/list';
import { builder } from '../../graphql/builder';
import { organisationOf, viewerOf } from '../../graphql/context';
import {
  homeWork,
  toCheckCandidates,
  type ExpiringCertificate,
  type HomeList,
  type HomeWork,
} from './service';

const HomeSurveyListRef = builder
  .objectRef<HomeList<SurveyListRow> & { considered?: number }>('HomeSurveyList')
  .implement({
    description: 'How many surveys a home page list holds, and the first of them',
    fields: (t) => ({
      total: t.exposeInt('total'),
      items: t.field({ type: [SurveyListItemRef], resolve: (list) => list.items }),
      considered: t.int({
        nullable: true,
        description:
          'Of "to check" when the organisation has more active surveys than it reads: how many it read (those with the earliest planned end)',
        resolve: (list) =>
          list.considered !== undefined && list.considered >= toCheckCandidates
            ? list.considered
            : null,
      }),
    }),
  });

const CertificateKindRef = builder.enumType('HomeCertificateKind', {
  values: ['personal', 'equipment', 'branch', 'laboratory'] as const,
});

const HomeCertificateRef = builder.objectRef<ExpiringCertificate>('HomeCertificate').implement({
  description: 'A certificate that expired or expires within 30 days',
  fields: (t) => ({
    kind: t.field({ type: CertificateKindRef, resolve: (row) => row.kind }),
    id: t.exposeID('id'),
    holder_id: t.id({
      nullable: true,
      description: 'The equipment, branch or laboratory it is of; null for a personal one',
      resolve: (row) => row.holderId,
    }),
    title: t.exposeString('title', {
      description: "What it is: a personal certificate's type, the equipment, the certificate",
    }),
    holder: t.exposeString('holder', {
      nullable: true,
      description: "The branch's or laboratory's name; null for the viewer's own",
    }),
    number: t.exposeString('number'),
    valid_until: t.exposeString('validUntil', { description: 'YYYY-MM-DD' }),
  }),
});

const HomeCertificateListRef = builder
  .objectRef<HomeList<ExpiringCertificate>>('HomeCertificateList')
  .implement({
    fields: (t) => ({
      total: t.exposeInt('total'),
      items: t.field({ type: [HomeCertificateRef], resolve: (list) => list.items }),
    }),
  });

const HomeRef = builder.objectRef<HomeWork>('Home').implement({
  description: "The viewer's work: the home page",
  fields: (t) => ({
    today: t.exposeString('today', { description: 'YYYY-MM-DD, in Amsterdam' }),
    week_end: t.exposeString('weekEnd', { description: 'The Sunday ending this week' }),
    my_today: t.field({
      type: HomeSurveyListRef,
      description: 'My open surveys planned on today',
      resolve: (home) => home.mine.today,
    }),
    my_this_week: t.field({
      type: HomeSurveyListRef,
      description: 'My open surveys starting after today in this week (to Sunday)',
      resolve: (home) => home.mine.thisWeek,
    }),
    my_overdue: t.field({
      type: HomeSurveyListRef,
      nullable: true,
      description:
        "Surveyors: my open surveys whose planned end (or start) lies before today (a manager's are in overdue)",
      resolve: (home) => home.mine.overdue,
    }),
    to_plan: t.field({
      type: HomeSurveyListRef,
      nullable: true,
      description: 'Managers: proposed surveys without a surveyor or a planned start',
      resolve: (home) => home.organisation?.toPlan ?? null,
    }),
    to_check: t.field({
      type: HomeSurveyListRef,
      nullable: true,
      description: 'Managers: active surveys that lack nothing to be completed',
      resolve: (home) => home.organisation?.toCheck ?? null,
    }),
    overdue: t.field({
      type: HomeSurveyListRef,
      nullable: true,
      description: "Managers: the organisation's open surveys past their planned end (or start)",
      resolve: (home) => home.organisation?.overdue ?? null,
    }),
    certificates: t.field({
      type: HomeCertificateListRef,
      description:
        "Certificates that expired or expire within 30 days: the viewer's own and their equipment's, a manager's also the branches' and laboratories'",
      resolve: (home) => home.certificates,
    }),
  }),
});

builder.queryField('home', (t) =>
  t.field({
    type: HomeRef,
    description: "The viewer's home page: their surveys, a manager's lists, what needs attention",
    authScopes: { member: true },
    resolve: (_root, _args, context) => {
      const viewer = viewerOf(context);
      return homeWork(context.db, {
        organisationId: organisationOf(context),
        profileId: viewer.profileId,
        manager: viewer.permissions.manager,
      });
    },
  }),
);
