import {
  domainMessages,
  parseId,
  searchWords,
  translate,
  type DomainMessageKey,
  type Locale,
} from '@vezel/domain';
import {
  lavsStatusGroups,
  lavsStatusesOf,
  lavsStatusOf,
  lavsTodo,
  type LavsStatus,
  type LavsStatusGroup,
} from '@vezel/domain/lavs/statuses';
import { pageSize } from '@vezel/domain/lists/paging';
import { buildPath } from '@vezel/domain/routes/route-table';
import { and, asc, count, desc, eq, getTableColumns, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  assets,
  lavsExchanges,
  lavsRequests,
  surveyInventarisations,
  surveys,
  userProfiles,
  users,
} from '../../db/tables';
import { builder } from '../../graphql/builder';
import { organisationOf, viewerOf, type Context } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { batchLoad } from '../../graphql/request-cache';
import { JobRef, loadJob } from '../../jobs/schema';
import { accessOf, toId } from '../../resources/register';
import { UserRef } from '../accounts/schema';
import { propertyTitle } from '../assets/schema';
import { lavsRegistryName, shownAddress } from './lavs-adapter';
import {
  isRequestInFlight,
  sendLavsRequest,
  verifyLavsRequest,
  type LavsRequestRow,
} from './requests';
import type { LavsStoredMessage as StoredMessage } from './send-job';
import { isDemoSimulator, lavsConnectionOf, loadLavsSettings } from './settings';
import { problemLink, problemMessage } from './verify';

type ExchangeRow = typeof lavsExchanges.$inferSelect;

/** How many exchanges the survey's page lists (without bodies; `lavsExchange` has them). */
const listedExchanges = 20;

/** A stored message key in the caller's language; a key the catalogue lacks shows as it is. */
const translateStored = (locale: Locale, message: StoredMessage): string =>
  message.key in domainMessages.nl
    ? translate(domainMessages, locale, message.key as DomainMessageKey, message.values)
    : message.key;

/** The result of an inventory: its row, or before the first verify the inventory as to verify. */
interface ResultView {
  id: number;
  status: LavsStatus;
  message: StoredMessage | null;
  lavsRequestId: string | null;
  lavsBijlageRequestId: string | null;
}

const resultOf = (inventarisationId: number, row: LavsRequestRow | null): ResultView =>
  row
    ? { ...row, status: lavsStatusOf(row) }
    : {
        id: inventarisationId,
        status: 'to_verify',
        message: null,
        lavsRequestId: null,
        lavsBijlageRequestId: null,
      };

const ResultRef = builder.objectRef<ResultView>('InventarisationUpdateRequestResult').implement({
  description:
    "An inventory's registration in LAVS (the inventarisation update request result); before its first verify the inventory's id with status to_verify",
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: 'One of the 15 LAVS statuses' }),
    message: t.string({
      nullable: true,
      description: "The last outcome, in the caller's language (what failed, LAVS unreachable)",
      resolve: (result, _args, context) =>
        result.message ? translateStored(context.locale, result.message) : null,
    }),
    lavs_request_id: t.exposeString('lavsRequestId', { nullable: true }),
    lavs_bijlage_request_id: t.exposeString('lavsBijlageRequestId', { nullable: true }),
  }),
});

interface ProblemView {
  problem: NonNullable<LavsRequestRow['problems']>[number];
}

const ProblemRef = builder.objectRef<ProblemView>('LavsProblem').implement({
  description: 'A field LAVS would refuse, found by the last verify',
  fields: (t) => ({
    message: t.string({
      description: "In the survey's own words, in the caller's language",
      resolve: ({ problem }, _args, context) => problemMessage(problem, context.locale),
    }),
    path: t.string({
      description: "The message field LAVS would refuse ('sources.2.unit')",
      resolve: ({ problem }) => problem.path,
    }),
    link: t.string({
      nullable: true,
      description: "Where it is fixed: a path in the caller's locale",
      resolve: ({ problem }, _args, context) => {
        const viewer = viewerOf(context);
        return problemLink(problem, context.locale, {
          userId: viewer.userId,
          manager: viewer.permissions.manager,
        });
      },
    }),
  }),
});

/** JSON as the screen shows it, indented. */
const pretty = (body: unknown): string | null =>
  body === null || body === undefined ? null : JSON.stringify(body, null, 2);

/** The users behind profiles of the caller's organisation, for a list at once. */
const loadProfileUser = (context: Context, profileId: number | null) =>
  profileId === null
    ? Promise.resolve(null)
    : batchLoad(context, 'lavs-profile-users', profileId, async (ids) => {
        const rows = await context.db
          .select({ profileId: userProfiles.id, user: users })
          .from(userProfiles)
          .innerJoin(users, eq(users.id, userProfiles.userId))
          .where(
            and(
              inArray(userProfiles.id, [...ids]),
              eq(userProfiles.organisationId, organisationOf(context)),
            ),
          );
        return new Map(rows.map((row) => [row.profileId, row.user]));
      }).then((user) => user ?? null);

const ExchangeRef = builder.objectRef<ExchangeRow>('LavsExchange').implement({
  description:
    'One exchange with LAVS (or a verify): what was asked, what came back, when and for whom',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', {
      description: 'verify, sendData, dataStatus, sendAttachment or attachmentStatus',
    }),
    method: t.exposeString('method', { description: 'The HTTP method; empty for a verify' }),
    url: t.exposeString('url', { description: 'The address called; empty for a verify' }),
    request_body: t.string({
      nullable: true,
      description:
        "What was sent, as indented JSON (an attachment by name, size and SHA-256); null in a registration's list, and for a verify of the same message as the last",
      resolve: (exchange) => pretty(exchange.requestBody),
    }),
    response_status: t.exposeInt('responseStatus', {
      nullable: true,
      description: 'The HTTP status; null when LAVS did not answer',
    }),
    response_body: t.string({
      nullable: true,
      description:
        "What came back, as indented JSON (a verify: the paths LAVS would refuse); null in a registration's list",
      resolve: (exchange) => pretty(exchange.responseBody),
    }),
    outcome: t.string({
      nullable: true,
      description: "What it meant when it was no success, in the caller's language",
      resolve: (exchange, _args, context) =>
        exchange.outcome
          ? translateStored(context.locale, {
              key: exchange.outcome,
              values: { name: lavsRegistryName },
            })
          : null,
    }),
    duration_ms: t.exposeInt('durationMs'),
    at: t.expose('at', { type: 'DateTime' }),
    user: t.field({
      type: UserRef,
      nullable: true,
      description: 'Who verified or sent it',
      resolve: (exchange, _args, context) => loadProfileUser(context, exchange.profileId),
    }),
  }),
});

/** What an inventory's registration shows: the inventory's dates and its result row, if any. */
interface InventarisationView {
  id: number;
  startsOn: string | null;
  endsOn: string | null;
  request: LavsRequestRow | null;
}

const statusOfView = (view: InventarisationView) => lavsStatusOf(view.request);

const InventarisationRegistrationRef = builder
  .objectRef<InventarisationView>('LavsInventarisationRegistration')
  .implement({
    description: 'An inventory of a survey with its registration in LAVS and what to do next',
    fields: (t) => ({
      id: t.exposeID('id', { description: "The inventory's id" }),
      starts_on: t.exposeString('startsOn', { nullable: true, description: 'YYYY-MM-DD' }),
      ends_on: t.exposeString('endsOn', { nullable: true, description: 'YYYY-MM-DD' }),
      result: t.field({ type: ResultRef, resolve: (view) => resultOf(view.id, view.request) }),
      status_label: t.string({
        resolve: (view, _args, context) =>
          translate(domainMessages, context.locale, `lavs.status.${statusOfView(view)}`),
      }),
      todo: t.string({
        description: 'verify, complete, send, wait, fixAndResend, resend or none',
        resolve: (view) => lavsTodo(statusOfView(view)),
      }),
      todo_label: t.string({
        resolve: (view, _args, context) =>
          translate(domainMessages, context.locale, `lavs.todo.${lavsTodo(statusOfView(view))}`),
      }),
      answers: t.stringList({
        description: "What LAVS answered when it processed the data, in the caller's language",
        resolve: (view, _args, context) =>
          (view.request?.answers ?? []).map((answer) => translateStored(context.locale, answer)),
      }),
      problems: t.field({
        type: [ProblemRef],
        description: 'What the last verify found (or the fields LAVS refused)',
        resolve: (view) => (view.request?.problems ?? []).map((problem) => ({ problem })),
      }),
      verified_at: t.field({
        type: 'DateTime',
        nullable: true,
        resolve: (view) => view.request?.verifiedAt ?? null,
      }),
      in_flight: t.boolean({
        description:
          'On its way to LAVS (its status, and its job queued or running): nobody sends it again meanwhile',
        resolve: async (view, _args, context) =>
          isRequestInFlight(
            statusOfView(view),
            (await loadJob(context, view.request?.jobId ?? null))?.status,
          ),
      }),
      job: t.field({
        type: JobRef,
        nullable: true,
        description: 'The job of the last sending: its progress and last failure',
        resolve: (view, _args, context) => loadJob(context, view.request?.jobId ?? null),
      }),
      exchanges: t.field({
        type: [ExchangeRef],
        description: `The newest ${listedExchanges} exchanges with LAVS and verifies, newest first, without their bodies (lavsExchange reads one with them)`,
        resolve: (view, _args, context) =>
          view.request
            ? batchLoad(context, 'lavs-exchanges', view.request.id, async (ids) => {
                const {
                  requestBody: _request,
                  responseBody: _response,
                  ...listed
                } = getTableColumns(lavsExchanges);
                const ranked = context.db
                  .select({
                    ...listed,
                    rank: sql<number>`row_number() over (partition by ${lavsExchanges.requestId}
                      order by ${lavsExchanges.at} desc, ${lavsExchanges.id} desc)`.as('rank'),
                  })
                  .from(lavsExchanges)
                  .where(inArray(lavsExchanges.requestId, [...ids]))
                  .as('ranked');
                const rows = await context.db
                  .select()
                  .from(ranked)
                  .where(lte(ranked.rank, listedExchanges))
                  .orderBy(desc(ranked.at), desc(ranked.id));
                const grouped = new Map<number, ExchangeRow[]>();
                for (const { rank: _rank, ...row } of rows) {
                  grouped.set(row.requestId, [
                    ...(grouped.get(row.requestId) ?? []),
                    { ...row, requestBody: null, responseBody: null },
                  ]);
                }
                return grouped;
              }).then((rows) => rows ?? [])
            : [],
      }),
      exchange_count: t.int({
        description: 'How many exchanges and verifies there are in all',
        resolve: (view, _args, context) =>
          view.request
            ? batchLoad(context, 'lavs-exchange-counts', view.request.id, async (ids) => {
                const rows = await context.db
                  .select({ requestId: lavsExchanges.requestId, exchanges: count() })
                  .from(lavsExchanges)
                  .where(inArray(lavsExchanges.requestId, [...ids]))
                  .groupBy(lavsExchanges.requestId);
                return new Map(rows.map((row) => [row.requestId, row.exchanges]));
              }).then((exchanges) => exchanges ?? 0)
            : 0,
      }),
    }),
  });

interface SurveyRegistrationView {
  surveyId: number;
  endpoint: string;
  simulator: boolean;
  environment: string;
  settingsComplete: boolean;
  canSend: boolean;
  inventarisations: InventarisationView[];
}

const SurveyRegistrationRef = builder
  .objectRef<SurveyRegistrationView>('LavsSurveyRegistration')
  .implement({
    description: "A property survey's inventories and their registration in LAVS",
    fields: (t) => ({
      survey_id: t.exposeID('surveyId'),
      registry_name: t.string({ resolve: () => lavsRegistryName }),
      endpoint: t.exposeString('endpoint', { description: 'Where the registrations go' }),
      simulator: t.exposeBoolean('simulator', {
        description: "The endpoint is the demo LAVS simulator's, not LAVS itself",
      }),
      environment: t.exposeString('environment', { description: 'test or production' }),
      settings_complete: t.exposeBoolean('settingsComplete', {
        description: 'The LAVS settings have an address, the firm and an account',
      }),
      can_send: t.exposeBoolean('canSend', { description: 'The caller is a manager' }),
      inventarisations: t.field({
        type: [InventarisationRegistrationRef],
        resolve: (view) => view.inventarisations,
      }),
    }),
  });

builder.queryField('lavsRegistration', (t) =>
  t.field({
    type: SurveyRegistrationRef,
    nullable: true,
    description:
      "A property survey's LAVS registration per inventory; null for a vessel survey or another organisation's",
    authScopes: { member: true },
    args: { survey_id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const organisationId = organisationOf(context);
      const surveyId = parseId(args.survey_id);
      if (surveyId === null) return null;
      const [survey] = await context.db
        .select({ id: surveys.id })
        .from(surveys)
        .where(
          and(
            eq(surveys.id, surveyId),
            eq(surveys.organisationId, organisationId),
            eq(surveys.assetType, 'property'),
          ),
        );
      if (!survey) return null;
      const settings = await loadLavsSettings(context.db, organisationId);
      let connected = false;
      try {
        connected = lavsConnectionOf(settings, context.secrets) !== null;
      } catch {
        // A password sealed under another key: the settings need it again.
      }
      const rows = await context.db
        .select({
          id: surveyInventarisations.id,
          startsOn: surveyInventarisations.startsOn,
          endsOn: surveyInventarisations.endsOn,
          request: getTableColumns(lavsRequests),
          requestId: lavsRequests.id,
        })
        .from(surveyInventarisations)
        .leftJoin(lavsRequests, eq(lavsRequests.inventarisationId, surveyInventarisations.id))
        .where(eq(surveyInventarisations.surveyId, surveyId))
        .orderBy(asc(surveyInventarisations.id));
      return {
        surveyId,
        endpoint: shownAddress(settings.endpoint),
        simulator: isDemoSimulator(settings),
        environment: settings.environment,
        settingsComplete: connected && settings.kvkNumber !== '' && settings.branchNumber !== '',
        canSend: accessOf(context).manager,
        inventarisations: rows.map((row) => ({
          id: row.id,
          startsOn: row.startsOn,
          endsOn: row.endsOn,
          request: row.requestId === null ? null : (row.request as LavsRequestRow),
        })),
      };
    },
  }),
);

builder.queryField('lavsExchange', (t) =>
  t.field({
    type: ExchangeRef,
    nullable: true,
    description:
      "One exchange with LAVS (or a verify) with its request and response bodies; null for another organisation's",
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const id = parseId(args.id);
      if (id === null) return null;
      const [exchange] = await context.db
        .select()
        .from(lavsExchanges)
        .where(
          and(eq(lavsExchanges.id, id), eq(lavsExchanges.organisationId, organisationOf(context))),
        );
      return exchange ?? null;
    },
  }),
);

builder.mutationField('verifyLavsInventarisatieBijwerkenRequest', (t) =>
  t.field({
    type: ResultRef,
    description:
      'Checks what LAVS would refuse in the inventory and stores it (members): status data_missing or ready_to_send_data',
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }), surveyId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const row = await context.db.transaction((tx) =>
        verifyLavsRequest(tx, accessOf(context), toId(args.surveyId), toId(args.id)),
      );
      return resultOf(row.inventarisationId, row);
    },
  }),
);

builder.mutationField('handleLavsInventarisatieBijwerkenRequest', (t) =>
  t.field({
    type: ResultRef,
    description:
      'Verifies the inventory again and sends it to LAVS in the background (managers); with problems the status is data_missing and nothing is sent',
    authScopes: { manager: true },
    args: { id: t.arg.id({ required: true }), surveyId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const row = await context.db.transaction((tx) =>
        sendLavsRequest(tx, accessOf(context), toId(args.surveyId), toId(args.id)),
      );
      return resultOf(row.inventarisationId, row);
    },
  }),
);

/** A row of /integrations/lavs: an inventory of a property survey with its registration. */
interface RegistrationRowView {
  id: number;
  surveyId: number;
  surveyNumber: string;
  address: string;
  status: LavsStatus;
  message: StoredMessage | null;
  answers: StoredMessage[];
  updatedAt: Date | null;
}

const RegistrationRowRef = builder.objectRef<RegistrationRowView>('LavsRegistrationRow').implement({
  description: "An inventory of one of the organisation's property surveys with its LAVS status",
  fields: (t) => ({
    id: t.exposeID('id', { description: "The inventory's id" }),
    survey_id: t.exposeID('surveyId'),
    survey_number: t.exposeString('surveyNumber'),
    address: t.exposeString('address'),
    status: t.exposeString('status'),
    status_label: t.string({
      resolve: (row, _args, context) =>
        translate(domainMessages, context.locale, `lavs.status.${row.status}`),
    }),
    message: t.string({
      nullable: true,
      description: "What failed, with LAVS's answers, in the caller's language",
      resolve: (row, _args, context) => {
        const parts = [...(row.message ? [row.message] : []), ...row.answers];
        return parts.length
          ? parts.map((part) => translateStored(context.locale, part)).join('; ')
          : null;
      },
    }),
    todo: t.string({ resolve: (row) => lavsTodo(row.status) }),
    todo_label: t.string({
      resolve: (row, _args, context) =>
        translate(domainMessages, context.locale, `lavs.todo.${lavsTodo(row.status)}`),
    }),
    updated_at: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When its registration last changed; null before its first verify',
      resolve: (row) => row.updatedAt,
    }),
    link: t.string({
      description: "The survey's LAVS check, in the caller's locale",
      resolve: (row, _args, context) =>
        buildPath('surveyChecksLavs', context.locale, { survey: row.surveyId }),
    }),
  }),
});

interface RegistrationPage {
  total: number;
  page: number;
  rows: RegistrationRowView[];
}

const RegistrationPageRef = builder.objectRef<RegistrationPage>('LavsRegistrationPage').implement({
  description: 'One page (100 rows) of the LAVS overview',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Rows matching the group and search' }),
    page: t.exposeInt('page', { description: '0-based, clamped to the pages that exist' }),
    rows: t.field({ type: [RegistrationRowRef], resolve: (page) => page.rows }),
  }),
});

const isStatusGroup = (group: string): group is LavsStatusGroup =>
  (lavsStatusGroups as readonly string[]).includes(group);

builder.queryField('lavsRegistrations', (t) =>
  t.field({
    type: RegistrationPageRef,
    description:
      "Every inventory of the organisation's property surveys that are not cancelled, with its LAVS status, newest survey first; group: open, in_flight, failed or completed",
    authScopes: { member: true },
    args: { group: t.arg.string(), search: t.arg.string(), page: t.arg.int() },
    resolve: async (_root, args, context) => {
      const organisationId = organisationOf(context);
      const group = args.group ?? null;
      if (group !== null && !isStatusGroup(group)) {
        throw new AppError('BAD_USER_INPUT', 'lavs.error.group', { group: group.slice(0, 50) });
      }
      const status = sql<string>`coalesce(${lavsRequests.status}, 'to_verify')`;
      // Every word in the number or the address: the columns joined by a space, which no
      // word holds, so a word cannot match across two of them.
      const text = sql`lower(concat_ws(' ', ${surveys.number}, ${assets.street},
        ${assets.houseNumber}, ${assets.houseNumberSuffix}, ${assets.postcode}, ${assets.city}))`;
      const escape = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);
      const where = and(
        eq(surveys.organisationId, organisationId),
        eq(surveys.assetType, 'property'),
        ne(surveys.status, 'cancelled'),
        group === null ? undefined : inArray(status, lavsStatusesOf(group)),
        ...searchWords(args.search ?? '').map((word) => sql`${text} like ${`%${escape(word)}%`}`),
      );
      const [counted] = await context.db
        .select({ rows: count() })
        .from(surveyInventarisations)
        .innerJoin(surveys, eq(surveys.id, surveyInventarisations.surveyId))
        .innerJoin(assets, eq(assets.id, surveys.assetId))
        .leftJoin(lavsRequests, eq(lavsRequests.inventarisationId, surveyInventarisations.id))
        .where(where);
      const total = counted?.rows ?? 0;
      const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
      const page = Math.min(Math.max(0, args.page ?? 0), lastPage);
      const rows = await context.db
        .select({
          id: surveyInventarisations.id,
          surveyId: surveys.id,
          surveyNumber: surveys.number,
          asset: {
            street: assets.street,
            houseNumber: assets.houseNumber,
            houseNumberSuffix: assets.houseNumberSuffix,
            city: assets.city,
          },
          status,
          message: lavsRequests.message,
          answers: lavsRequests.answers,
          updatedAt: lavsRequests.updatedAt,
        })
        .from(surveyInventarisations)
        .innerJoin(surveys, eq(surveys.id, surveyInventarisations.surveyId))
        .innerJoin(assets, eq(assets.id, surveys.assetId))
        .leftJoin(lavsRequests, eq(lavsRequests.inventarisationId, surveyInventarisations.id))
        .where(where)
        .orderBy(desc(surveys.createdAt), desc(surveys.id), asc(surveyInventarisations.id))
        .limit(pageSize)
        .offset(page * pageSize);
      return {
        total,
        page,
        rows: rows.map((row) => ({
          id: row.id,
          surveyId: row.surveyId,
          surveyNumber: row.surveyNumber,
          address: propertyTitle(row.asset),
          status: lavsStatusOf(row),
          message: row.message,
          answers: row.answers ?? [],
          updatedAt: row.updatedAt,
        })),
      };
    },
  }),
);
