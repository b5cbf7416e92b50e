import { amsterdamToday, isSurveyOpen, plusDays, surveyStatuses, weekEndOf } from '@vezel/domain';
import { and, asc, eq, exists, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  branchCertificates,
  branches,
  equipment,
  equipmentCertificates,
  laboratories,
  laboratoryCertificates,
  surveys,
  surveySurveyors,
  userCertificates,
  variableItems,
} from '../../db/tables';
import { completionGaps } from '../surveys/completion';
import { surveyListRowOf, surveyListRows, type SurveyListRow } from '../surveys/list';

/** How many items of each list the home page shows; the count says how many there are. */
const homeListSize = 10;
/** A certificate needs attention this many days before it expires. */
const expiryWarningDays = 30;
/**
 * "To check" reads the completion gaps of at most this many active surveys, those with the
 * earliest planned end: the home page points at the next ones, it is not the full list.
 */
export const toCheckCandidates = 200;

export interface HomeList<Item> {
  total: number;
  items: Item[];
}

export type CertificateKind = 'personal' | 'equipment' | 'branch' | 'laboratory';

export interface ExpiringCertificate {
  kind: CertificateKind;
  id: number;
  /** The equipment, branch or laboratory the certificate is of; null for a personal one. */
  holderId: number | null;
  /** What it is: a personal certificate's type (DIA), the equipment's name, the certificate's name. */
  title: string;
  /** Whose: the branch's or laboratory's name; null for the viewer's own and their equipment's. */
  holder: string | null;
  number: string;
  validUntil: string;
}

export interface HomeWork {
  today: string;
  weekEnd: string;
  /** The viewer's own surveys. */
  mine: {
    today: HomeList<SurveyListRow>;
    thisWeek: HomeList<SurveyListRow>;
    /** Null for a manager: the organisation's overdue list holds theirs. */
    overdue: HomeList<SurveyListRow> | null;
  };
  /** What a manager keeps track of in the organisation; null for a surveyor. */
  organisation: {
    toPlan: HomeList<SurveyListRow>;
    toCheck: HomeList<SurveyListRow> & { considered: number };
    overdue: HomeList<SurveyListRow>;
  } | null;
  certificates: HomeList<ExpiringCertificate>;
}

export interface HomeViewer {
  organisationId: number;
  profileId: number | null;
  manager: boolean;
}

const openStatus = inArray(surveys.status, surveyStatuses.filter(isSurveyOpen));
/** The last planned day: the end, or the start when no end was planned. */
const lastPlannedDay = sql`coalesce(${surveys.plannedEnd}, ${surveys.plannedStart})`;

/** Whether the survey has a surveyor: this one, when given. */
const hasSurveyor = (profileId?: number) =>
  exists(
    sql`(select 1 from ${surveySurveyors} where ${surveySurveyors.surveyId} = ${surveys.id}${
      profileId === undefined ? sql`` : sql` and ${surveySurveyors.profileId} = ${profileId}`
    })`,
  );

/** The count and the first items of a survey list, in one statement. */
async function surveyList(
  db: Executor,
  where: SQL | undefined,
  orderBy: SQL[],
): Promise<HomeList<SurveyListRow>> {
  const rows = await surveyListRows(db, where, orderBy, true).limit(homeListSize);
  return { total: rows[0]?.matched ?? 0, items: rows.map(surveyListRowOf) };
}

const byStart = [sql`${surveys.plannedStart} asc nulls first`, asc(surveys.number)];
/** The longest overdue first. */
const byLastDay = [sql`${lastPlannedDay} asc`, asc(surveys.number)];

/**
 * The viewer's open surveys on today, in the rest of this week, and past their planned days
 * (not for a manager, whose organisation's overdue list holds them).
 */
function mySurveys(db: Executor, viewer: HomeViewer, today: string, weekEnd: string) {
  const mine = and(
    eq(surveys.organisationId, viewer.organisationId),
    openStatus,
    viewer.profileId === null ? sql`false` : hasSurveyor(viewer.profileId),
  );
  return Promise.all([
    surveyList(
      db,
      and(mine, sql`${surveys.plannedStart} <= ${today}`, sql`${lastPlannedDay} >= ${today}`),
      byStart,
    ),
    surveyList(
      db,
      and(
        mine,
        sql`${surveys.plannedStart} > ${today}`,
        sql`${surveys.plannedStart} <= ${weekEnd}`,
      ),
      byStart,
    ),
    viewer.manager ? null : surveyList(db, and(mine, sql`${lastPlannedDay} < ${today}`), byLastDay),
  ]);
}

/** Active surveys that lack nothing to be completed: a manager checks and completes them. */
async function surveysToCheck(
  db: Executor,
  organisationId: number,
): Promise<HomeList<SurveyListRow> & { considered: number }> {
  const candidates = await surveyListRows(
    db,
    and(eq(surveys.organisationId, organisationId), eq(surveys.status, 'active')),
    [sql`${lastPlannedDay} asc nulls last`, asc(surveys.number)],
  ).limit(toCheckCandidates);
  const gaps = await completionGaps(
    db,
    organisationId,
    candidates.map((row) => row.survey.id),
  );
  const ready = candidates.filter((row) => gaps.get(row.survey.id)?.length === 0);
  return {
    total: ready.length,
    items: ready.slice(0, homeListSize).map(surveyListRowOf),
    considered: candidates.length,
  };
}

/** The organisation's surveys to plan, to check and overdue. */
async function organisationSurveys(db: Executor, organisationId: number, today: string) {
  const organisation = eq(surveys.organisationId, organisationId);
  const [toPlan, overdue, toCheck] = await Promise.all([
    surveyList(
      db,
      and(
        organisation,
        eq(surveys.status, 'proposed'),
        or(isNull(surveys.plannedStart), not(hasSurveyor())),
      ),
      byStart,
    ),
    surveyList(db, and(organisation, openStatus, sql`${lastPlannedDay} < ${today}`), byLastDay),
    surveysToCheck(db, organisationId),
  ]);
  return { toPlan, toCheck, overdue };
}

/**
 * Certificates that expired or expire within the warning period: the viewer's own and their
 * equipment's, and for a manager the branches' and laboratories'. Only the latest of a kind
 * counts (a person's certificates of one type, an equipment's, a branch's or laboratory's of
 * one name): a certificate that a later one replaced asks for nothing.
 */
async function expiringCertificates(
  db: Executor,
  viewer: HomeViewer,
  today: string,
): Promise<HomeList<ExpiringCertificate>> {
  const warnUntil = plusDays(today, expiryWarningDays);
  const yearsLater = (from: unknown, years: unknown) =>
    sql`(${from} + make_interval(years => ${years}))::date`;
  const personalUntil = yearsLater(userCertificates.validFrom, userCertificates.validityYears);
  const equipmentUntil = yearsLater(
    equipmentCertificates.validFrom,
    equipmentCertificates.validityYears,
  );
  const parts: SQL[] = [];
  if (viewer.profileId !== null) {
    parts.push(
      sql`select 'personal' as kind, ${userCertificates.id} as id, null::integer as holder_id,
          ${variableItems.value} as title, null::text as holder, ${userCertificates.number} as number,
          ${personalUntil} as valid_until
        from ${userCertificates}
        join ${variableItems} on ${variableItems.id} = ${userCertificates.typeItemId}
        where ${userCertificates.profileId} = ${viewer.profileId}
          and not exists (select 1 from user_certificates later
            where later.profile_id = ${userCertificates.profileId}
              and later.type_item_id = ${userCertificates.typeItemId}
              and (later.valid_from + make_interval(years => later.validity_years))::date > ${personalUntil})`,
      sql`select 'equipment' as kind, ${equipmentCertificates.id} as id, ${equipment.id} as holder_id,
          ${equipment.name} as title, null::text as holder, ${equipmentCertificates.number} as number,
          ${equipmentUntil} as valid_until
        from ${equipmentCertificates}
        join ${equipment} on ${equipment.id} = ${equipmentCertificates.equipmentId}
        where ${equipment.profileId} = ${viewer.profileId}
          and not exists (select 1 from equipment_certificates later
            where later.equipment_id = ${equipmentCertificates.equipmentId}
              and (later.valid_from + make_interval(years => later.validity_years))::date > ${equipmentUntil})`,
    );
  }
  if (viewer.manager) {
    parts.push(
      sql`select 'branch' as kind, ${branchCertificates.id} as id, ${branches.id} as holder_id,
          ${branchCertificates.name} as title, ${branches.name} as holder,
          ${branchCertificates.number} as number, ${branchCertificates.validUntil} as valid_until
        from ${branchCertificates}
        join ${branches} on ${branches.id} = ${branchCertificates.branchId}
        where ${branches.organisationId} = ${viewer.organisationId}
          and not exists (select 1 from branch_certificates later
            where later.branch_id = ${branchCertificates.branchId}
              and lower(later.name) = lower(${branchCertificates.name})
              and later.valid_until > ${branchCertificates.validUntil})`,
      sql`select 'laboratory' as kind, ${laboratoryCertificates.id} as id,
          ${laboratories.id} as holder_id, ${laboratoryCertificates.name} as title,
          ${laboratories.name} as holder, ${laboratoryCertificates.number} as number,
          ${laboratoryCertificates.validUntil} as valid_until
        from ${laboratoryCertificates}
        join ${laboratories} on ${laboratories.id} = ${laboratoryCertificates.laboratoryId}
        where ${laboratories.organisationId} = ${viewer.organisationId}
          and not exists (select 1 from laboratory_certificates later
            where later.laboratory_id = ${laboratoryCertificates.laboratoryId}
              and lower(later.name) = lower(${laboratoryCertificates.name})
              and later.valid_until > ${laboratoryCertificates.validUntil})`,
    );
  }
  if (parts.length === 0) return { total: 0, items: [] };
  interface Row {
    kind: CertificateKind;
    id: number;
    holder_id: number | null;
    title: string;
    holder: string | null;
    number: string;
    valid_until: string;
    total: number;
  }
  const result = await db.execute(
    sql`select kind, id, holder_id, title, holder, number, valid_until::text as valid_until,
        (count(*) over ())::int as total
      from (${sql.join(parts, sql` union all `)}) as certificate
      where valid_until <= ${warnUntil}
      order by valid_until, kind, id
      limit ${homeListSize}`,
  );
  const { rows } = result as unknown as { rows: Row[] };
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      holderId: row.holder_id,
      title: row.title,
      holder: row.holder,
      number: row.number,
      validUntil: row.valid_until,
    })),
  };
}

/** What the viewer's home page shows: their work, and a manager's for the organisation. */
export async function homeWork(
  db: Executor,
  viewer: HomeViewer,
  today: string = amsterdamToday(),
): Promise<HomeWork> {
  const weekEnd = weekEndOf(today);
  const [[todays, thisWeek, overdue], organisation, certificates] = await Promise.all([
    mySurveys(db, viewer, today, weekEnd),
    viewer.manager ? organisationSurveys(db, viewer.organisationId, today) : null,
    expiringCertificates(db, viewer, today),
  ]);
  return {
    today,
    weekEnd,
    mine: { today: todays, thisWeek, overdue },
    organisation,
    certificates,
  };
}
