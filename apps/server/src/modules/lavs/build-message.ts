import { groupBy } from '@vezel/domain/lists/group-by';
import { amsterdamToday, fromStoredDate, spaceDisplayName } from '@vezel/domain';
import { inventoryNeedsLateReason } from '@vezel/domain/calendar/working-days';
import { ordersAwaitingResults } from '@vezel/domain/lab/orders';
import { hasFlag, riskClassFlags } from '@vezel/domain/lab/risk-classes';
import {
  notApplicable,
  type LavsAdhesiveSample,
  type LavsInventoryUpdate,
  type LavsSample,
  type LavsSource,
} from '@vezel/domain/lavs/message';
import { lavsExternalSystemValue, lavsMappedLists } from '@vezel/domain/lavs/settings';
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  assets,
  branchCertificates,
  branches,
  labCertificates,
  laboratories,
  lavsSettings,
  organisations,
  sampleAnalyses,
  sampleAnalysisResults,
  surveyInventarisations,
  surveyRecords,
  surveyFloors,
  surveyReports,
  surveys,
  surveySamples,
  surveySourceLocations,
  surveySources,
  surveySpaces,
  surveySurveyors,
  userCertificates,
  userProfiles,
  users,
  variableItems,
  variableMappings,
  type LavsStoredProblem,
  type SurveyFormValues,
} from '../../db/tables';
import { AppError } from '../../graphql/errors';
import { fullName } from '../accounts/full-name';

/** The flag in a sample kind's data (monster_soorten) that makes its samples adhesive samples. */
export const adhesiveSampleFlag = 'adhesive';

/** Where a part of the message is fixed: the route and its parameters. */
export type ProblemLink = LavsStoredProblem['link'];

/**
 * What a part of the message is in the survey's words: the subject a problem names ("Bron
 * B02": `{ subject: 'source', number: 'B02' }`) and where it is fixed.
 */
export interface MessagePlace {
  values: Record<string, string | number>;
  link: ProblemLink;
}

/** Why a field is empty when the builder knows better than "missing" (an unmapped item...). */
export interface KnownCause {
  messageKey: string;
  values: Record<string, string | number>;
  link?: ProblemLink;
}

export interface BuiltLavsMessage {
  message: LavsInventoryUpdate;
  /** By message path ('sources.2', 'order'): what it is and where it is fixed. */
  places: Map<string, MessagePlace>;
  /** By field path ('sources.2.materialType'): the cause of an empty field. */
  causes: Map<string, KnownCause>;
  /** What the registry's check cannot see (a sample still at the laboratory...). */
  extraProblems: LavsStoredProblem[];
  /** Field paths an extra problem explains already (the empty result fields of a sample). */
  explained: Set<string>;
  attachment: { fileId: number; fileName: string } | null;
}

const itemIdOf = (values: SurveyFormValues, field: string): number | null => {
  const value = values[field];
  return typeof value === 'number' ? value : null;
};

const textOf = (values: SurveyFormValues, field: string): string => {
  const value = values[field];
  return typeof value === 'string' ? value.trim() : '';
};

/** A day as LAVS writes it, in the Netherlands (a report made final at 00:30 is of that day). */
const dutchDay = (moment: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);

/** Hundredths as a decimal text with a point: 1250 → '12.5'. */
const amountText = (hundredths: number) => String(hundredths / 100);

/**
 * The survey of an inventory as the message needs it: the inventory, the survey, its asset
 * and branch, only for a property survey of the organisation that is not cancelled.
 */
async function inventoryHead(db: Executor, organisationId: number, inventarisationId: number) {
  const [head] = await db
    .select({
      inventory: surveyInventarisations,
      survey: {
        id: surveys.id,
        number: surveys.number,
        surveyTypeItemId: surveys.surveyTypeItemId,
        branchId: surveys.branchId,
        surveyInfo: surveys.surveyInfo,
      },
      asset: {
        street: assets.street,
        houseNumber: assets.houseNumber,
        houseNumberSuffix: assets.houseNumberSuffix,
        postcode: assets.postcode,
        city: assets.city,
        constructionYear: assets.constructionYear,
      },
      branch: {
        id: branches.id,
        name: branches.name,
        processCertificateNumber: branches.processCertificateNumber,
      },
      variableSetId: organisations.variableSetId,
    })
    .from(surveyInventarisations)
    .innerJoin(surveys, eq(surveys.id, surveyInventarisations.surveyId))
    .innerJoin(assets, eq(assets.id, surveys.assetId))
    .innerJoin(organisations, eq(organisations.id, surveys.organisationId))
    .leftJoin(branches, eq(branches.id, surveys.branchId))
    .where(
      and(
        eq(surveyInventarisations.id, inventarisationId),
        eq(surveys.organisationId, organisationId),
        eq(surveys.assetType, 'property'),
        sql`${surveys.status} <> 'cancelled'`,
      ),
    );
  if (!head) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  return head;
}

type VariableItemRow = typeof variableItems.$inferSelect;
type VariableMappingRow = typeof variableMappings.$inferSelect;

/** An item with its chosen LAVS mapping (null: it has none LAVS can be sent). */
export interface ItemWithLavsMapping {
  item: VariableItemRow;
  mapping: VariableMappingRow | null;
}

/**
 * The items of a variable set (of the given lists, or those `only` also picks), each with
 * its chosen LAVS mapping: one usable for export (direction export or both), the lowest
 * priority number first, then the oldest. The message sends that mapping's value and
 * mapping warnings asks to confirm that one, so both read it here. In list order.
 */
export async function itemsWithLavsMapping(
  db: Executor,
  variableSetId: number,
  lists: readonly string[],
  only?: SQL,
): Promise<ItemWithLavsMapping[]> {
  const system = alias(variableItems, 'lavs_system');
  const rows = await db
    .select({ item: variableItems, mapping: variableMappings })
    .from(variableItems)
    .leftJoin(
      system,
      and(
        eq(system.variableSetId, variableItems.variableSetId),
        eq(system.list, 'external_systems'),
        eq(system.value, lavsExternalSystemValue),
      ),
    )
    .leftJoin(
      variableMappings,
      and(
        eq(variableMappings.variableItemId, variableItems.id),
        eq(variableMappings.externalSystemId, system.id),
        inArray(variableMappings.direction, ['export', 'both']),
      ),
    )
    .where(
      and(
        eq(variableItems.variableSetId, variableSetId),
        inArray(variableItems.list, [...lists]),
        only,
      ),
    )
    .orderBy(
      asc(variableItems.list),
      asc(variableItems.sortIndex),
      asc(variableItems.id),
      asc(variableMappings.priority),
      asc(variableMappings.id),
    );
  const chosen: ItemWithLavsMapping[] = [];
  let last: number | null = null;
  for (const row of rows) {
    // An item's rows come together, its chosen mapping first.
    if (row.item.id === last) continue;
    last = row.item.id;
    chosen.push(row);
  }
  return chosen;
}

interface ItemCode {
  id: number;
  list: string;
  value: string;
  data: Record<string, unknown>;
  code: string | null;
}

/** The items the message names (codes) or reads flags of (sample kinds, asbestos types). */
async function itemsWithCodes(db: Executor, variableSetId: number | null) {
  const items = new Map<number, ItemCode>();
  if (variableSetId === null) return items;
  const rows = await itemsWithLavsMapping(db, variableSetId, [
    ...lavsMappedLists,
    'monster_soorten',
    'analyse_materialen',
  ]);
  for (const { item, mapping } of rows) {
    const { id, list, value, data } = item;
    items.set(id, { id, list, value, data, code: mapping?.value.trim() || null });
  }
  return items;
}

/** Whether a certificate (valid from, valid until, both 'YYYY-MM-DD') holds on a day. */
const validOn = (day: string, certificate: { validFrom: string; validUntil: string }) =>
  certificate.validFrom <= day && day <= certificate.validUntil;

/**
 * Builds the inventory update of one inventory from the survey: a statement per table
 * (however many sources and samples), then the message in memory. Every field the data
 * leaves empty stays empty, for `lavsMessageIssues` to refuse; the builder notes what each
 * part is in the survey's words (`places`) and why a field is empty where it knows
 * (`causes`: an item without a LAVS code, mixed units, no final report...).
 * Throws AppError notFound for an inventory not of a property survey of the organisation.
 */
export async function buildLavsMessage(
  db: Executor,
  organisationId: number,
  inventarisationId: number,
): Promise<BuiltLavsMessage> {
  const head = await inventoryHead(db, organisationId, inventarisationId);
  const { inventory, survey, asset, branch } = head;
  const surveyId = survey.id;

  // The day the certificates must hold on: the inventory's start (today until it has one).
  const day = inventory.startsOn ?? amsterdamToday();
  const validUntil = (from: SQL, years: SQL) =>
    sql<string>`((${from}) + make_interval(years => ${years}))::date::text`;

  // One statement after another: the send mutation calls this in its transaction, whose
  // one connection takes a single statement at a time (and the statements are few).
  const [settings] = await db
    .select()
    .from(lavsSettings)
    .where(eq(lavsSettings.organisationId, organisationId));
  const certificates = branch
    ? await db
        .select({
          number: branchCertificates.number,
          issuer: branchCertificates.issuer,
          validFrom: branchCertificates.validFrom,
          validUntil: branchCertificates.validUntil,
        })
        .from(branchCertificates)
        .where(eq(branchCertificates.branchId, branch.id))
        .orderBy(desc(branchCertificates.validUntil), desc(branchCertificates.id))
    : [];
  const surveyors = await db
    .select({
      profileId: userProfiles.id,
      userId: users.id,
      name: users.name,
      surnamePrefix: users.surnamePrefix,
      surname: users.surname,
    })
    .from(surveySurveyors)
    .innerJoin(userProfiles, eq(userProfiles.id, surveySurveyors.profileId))
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(surveySurveyors.surveyId, surveyId))
    .orderBy(asc(userProfiles.id));
  const surveyor = surveyors[0];
  const diaCertificates = surveyor
    ? await db
        .select({
          number: userCertificates.number,
          validFrom: userCertificates.validFrom,
          validUntil: validUntil(
            sql`${userCertificates.validFrom}`,
            sql`${userCertificates.validityYears}`,
          ),
        })
        .from(userCertificates)
        .innerJoin(variableItems, eq(variableItems.id, userCertificates.typeItemId))
        .where(
          and(eq(userCertificates.profileId, surveyor.profileId), eq(variableItems.value, 'DIA')),
        )
        .orderBy(desc(userCertificates.validFrom), desc(userCertificates.id))
    : [];
  const spaces = await db
    .select({ id: surveySpaces.id, name: surveySpaces.name, floor: surveyFloors.name })
    .from(surveySpaces)
    .leftJoin(surveyFloors, eq(surveyFloors.id, surveySpaces.floorId))
    .where(eq(surveySpaces.surveyId, surveyId))
    .orderBy(
      asc(surveyFloors.sortIndex),
      asc(surveyFloors.id),
      asc(surveySpaces.sortIndex),
      asc(surveySpaces.id),
    );
  const sources = await db
    .select()
    .from(surveySources)
    .where(eq(surveySources.surveyId, surveyId))
    .orderBy(asc(surveySources.sortIndex), asc(surveySources.id));
  const locations = await db
    .select({
      id: surveySourceLocations.id,
      sourceId: surveySourceLocations.sourceId,
      spaceId: surveySourceLocations.spaceId,
      amount: surveySourceLocations.amount,
      unitItemId: surveySourceLocations.unitItemId,
      assessment: surveySourceLocations.assessment,
    })
    .from(surveySourceLocations)
    .where(eq(surveySourceLocations.surveyId, surveyId))
    .orderBy(asc(surveySourceLocations.sortIndex), asc(surveySourceLocations.id));
  const samples = await db
    .select({
      id: surveySamples.id,
      number: surveySamples.number,
      locationId: surveySamples.locationId,
      kindItemId: surveySamples.sampleKindItemId,
      // Written out: drizzle leaves the table off the columns of a one-table select.
      atLab: sql<boolean>`exists (select 1 from lab_order_samples s
        inner join lab_orders o on o.id = s.lab_order_id
        where s.sample_id = survey_samples.id and s.active
        and o.status in ${[...ordersAwaitingResults]})`,
    })
    .from(surveySamples)
    .where(and(eq(surveySamples.surveyId, surveyId), isNotNull(surveySamples.locationId)))
    .orderBy(asc(surveySamples.sortIndex), asc(surveySamples.number));
  const analyses = await db
    .select({
      id: sampleAnalyses.id,
      sampleId: sampleAnalyses.sampleId,
      methodItemId: sampleAnalyses.analysisMethodItemId,
      detected: sampleAnalyses.asbestosDetected,
      laboratory: laboratories.name,
      certificateNumber: labCertificates.number,
    })
    .from(sampleAnalyses)
    .leftJoin(laboratories, eq(laboratories.id, sampleAnalyses.laboratoryId))
    .leftJoin(labCertificates, eq(labCertificates.id, sampleAnalyses.certificateId))
    .where(eq(sampleAnalyses.surveyId, surveyId))
    // Newest first: the first of a sample is the result that counts.
    .orderBy(
      sql`${sampleAnalyses.analysedOn} desc nulls last`,
      desc(sampleAnalyses.createdAt),
      desc(sampleAnalyses.id),
    );
  const results = await db
    .select({
      analysisId: sampleAnalysisResults.analysisId,
      materialItemId: sampleAnalysisResults.analysisMaterialItemId,
    })
    .from(sampleAnalysisResults)
    .innerJoin(sampleAnalyses, eq(sampleAnalyses.id, sampleAnalysisResults.analysisId))
    .where(eq(sampleAnalyses.surveyId, surveyId))
    .orderBy(asc(sampleAnalysisResults.sortIndex), asc(sampleAnalysisResults.id));
  const exclusions = await db
    .select({ id: surveyRecords.id, data: surveyRecords.data })
    .from(surveyRecords)
    .where(and(eq(surveyRecords.surveyId, surveyId), eq(surveyRecords.kind, 'exclusion')))
    .orderBy(asc(surveyRecords.sortIndex), asc(surveyRecords.id));
  const [report] = await db
    .select({
      title: surveyReports.title,
      finalizedAt: surveyReports.finalizedAt,
      pdfFileId: surveyReports.pdfFileId,
      version: surveyReports.version,
    })
    .from(surveyReports)
    .where(and(eq(surveyReports.surveyId, surveyId), eq(surveyReports.status, 'final')))
    .orderBy(desc(surveyReports.version))
    .limit(1);
  const items = await itemsWithCodes(db, head.variableSetId);

  const places = new Map<string, MessagePlace>();
  const causes = new Map<string, KnownCause>();
  const extraProblems: LavsStoredProblem[] = [];
  const explained = new Set<string>();
  const at = (routeId: string, params: Record<string, string> = {}): ProblemLink => ({
    routeId,
    params: { survey: String(surveyId), ...params },
  });
  const mappingWarnings: ProblemLink = { routeId: 'adminLavsMappingWarnings', params: {} };

  /** An item's LAVS code; an item without one leaves the field empty and says why. */
  const code = (path: string, itemId: number | null): string => {
    const item = itemId === null ? undefined : items.get(itemId);
    if (!item) return '';
    if (item.code) return item.code;
    causes.set(path, {
      messageKey: 'lavs.problem.unmapped',
      values: { value: item.value },
      link: mappingWarnings,
    });
    return '';
  };
  const valueOf = (itemId: number | null) =>
    itemId === null ? '' : (items.get(itemId)?.value ?? '');

  const settingsPlace: MessagePlace = {
    values: { subject: 'settings' },
    link: { routeId: 'adminLavsSettings', params: {} },
  };
  places.set('organisation', settingsPlace);
  places.set('environment', settingsPlace);

  places.set(
    'certification',
    branch
      ? {
          values: { subject: 'branch', name: branch.name },
          link: { routeId: 'adminBranchCertificates', params: { branch: String(branch.id) } },
        }
      : { values: { subject: 'survey', number: survey.number }, link: at('surveyInformation') },
  );
  // The certifying body is the issuer of the branch's process certificate, and only a
  // certificate valid when the inventory starts counts: another (older, of another scheme)
  // would name the wrong body.
  const processCertificateNumber = branch?.processCertificateNumber.trim() ?? '';
  const processCertificate = certificates.find(
    (row) => row.number.trim() === processCertificateNumber && validOn(day, row),
  );
  if (processCertificateNumber && !processCertificate) {
    causes.set('certification.certifyingBody', {
      messageKey: 'lavs.problem.noValidProcessCertificate',
      values: { value: processCertificateNumber, date: fromStoredDate(day) },
    });
  }

  places.set('project', {
    values: { subject: 'survey', number: survey.number },
    link: at('surveyInformationSurveyInfo'),
  });
  places.set('location', { values: { subject: 'address' }, link: at('surveyObjectInformation') });
  const inventoryPlace: MessagePlace = {
    values: { subject: 'inventory' },
    link: at('surveyInventarisationInformation', { inventarisation: String(inventory.id) }),
  };
  places.set('order', inventoryPlace);
  places.set('project.calamity', inventoryPlace);
  places.set('order.type', {
    values: { subject: 'survey', number: survey.number },
    link: at('surveyInformationSurveyInfo'),
  });

  const late = inventoryNeedsLateReason(inventory.orderedOn, inventory.startsOn);

  // LAVS registers the inventory under a DIA (deskundig inventariseerder asbest) valid when
  // it was carried out: another certificate, or an expired DIA, is no qualification.
  const surveyorCertificate = diaCertificates.find((row) => validOn(day, row));
  if (surveyor && !surveyorCertificate) {
    causes.set('surveyor.certificateNumber', {
      messageKey: 'lavs.problem.noValidDia',
      values: { date: fromStoredDate(day) },
    });
  }
  places.set(
    'surveyor',
    surveyor
      ? {
          values: { subject: 'surveyor', name: fullName(surveyor) },
          link: { routeId: 'adminUserCertificates', params: { user: String(surveyor.userId) } },
        }
      : { values: { subject: 'survey', number: survey.number }, link: at('surveyInformation') },
  );

  // Building parts are the spaces where a source is found, coded by their number in the
  // survey's order (1, 2...): readable, and not an id of this database.
  const usedSpaces = new Set(locations.map((location) => location.spaceId));
  const spaceNumber = new Map(spaces.map((space, index) => [space.id, String(index + 1)]));
  // Named as the survey's screens name a space ("Begane grond - Keuken"); unnamed: empty.
  const parts = spaces
    .filter((space) => usedSpaces.has(space.id))
    .map((space) => ({
      code: spaceNumber.get(space.id)!,
      name: spaceDisplayName(space.floor, space.name, ''),
    }));
  parts.forEach((space, index) => {
    places.set(`buildingParts.${index}`, {
      values: { subject: 'space', name: space.name || space.code },
      link: at('surveyObjectSpaces'),
    });
  });
  const partCode = (spaceId: number | null) =>
    spaceId === null ? null : (spaceNumber.get(spaceId) ?? null);

  const newestAnalysis = new Map<number, (typeof analyses)[number]>();
  for (const analysis of analyses) {
    if (!newestAnalysis.has(analysis.sampleId)) newestAnalysis.set(analysis.sampleId, analysis);
  }
  const resultsOf = groupBy(results, (row) => row.analysisId);
  const locationById = new Map(locations.map((location) => [location.id, location]));
  const isAdhesive = (sample: (typeof samples)[number]) =>
    sample.kindItemId !== null && items.get(sample.kindItemId)?.data[adhesiveSampleFlag] === true;
  const samplesOfSource = groupBy(
    samples,
    (sample) => locationById.get(sample.locationId!)?.sourceId ?? null,
  );
  const sourceById = new Map(sources.map((source) => [source.id, source]));

  const lavsSamples: LavsSample[] = [];
  const adhesiveSamples: LavsAdhesiveSample[] = [];
  for (const sample of samples) {
    const location = locationById.get(sample.locationId!);
    const source = location ? sourceById.get(location.sourceId) : undefined;
    const analysis = newestAnalysis.get(sample.id);
    const adhesive = isAdhesive(sample);
    const path = adhesive
      ? `adhesiveSamples.${adhesiveSamples.length}`
      : `samples.${lavsSamples.length}`;
    const place: MessagePlace = {
      values: { subject: 'sample', number: sample.number },
      link: at('surveySample', { sample: String(sample.id) }),
    };
    places.set(path, place);
    if (!analysis) {
      // The fields of its result are empty: say once why, instead of each field.
      extraProblems.push({
        messageKey: sample.atLab ? 'lavs.problem.sampleAtLab' : 'lavs.problem.sampleWithoutResult',
        values: { ...place.values },
        link: place.link,
        path,
      });
      for (const field of ['analysisMethod', 'laboratory', 'certificateNumber', 'asbestosTypes']) {
        explained.add(`${path}.${field}`);
      }
    }
    const laboratory = analysis?.laboratory ?? '';
    // The number of the laboratory's certificate of this analysis (the one on its report);
    // the laboratory's accreditation number is no certificate of the result.
    const certificateNumber = analysis?.certificateNumber?.trim() ?? '';
    const found = analysis?.detected ?? false;
    if (adhesive) {
      adhesiveSamples.push({
        number: sample.number,
        buildingPart: partCode(location?.spaceId ?? null) ?? '',
        laboratory,
        certificateNumber,
        asbestosFound: found,
      });
      continue;
    }
    const types = analysis
      ? (resultsOf.get(analysis.id) ?? [])
          .map((row) => {
            const material =
              row.materialItemId === null ? undefined : items.get(row.materialItemId);
            const type = material?.data.asbestos_type;
            return typeof type === 'string' && type ? type : (material?.value ?? '');
          })
          .filter((type, index, all) => type !== '' && all.indexOf(type) === index)
      : [];
    lavsSamples.push({
      number: sample.number,
      sourceNumber: source?.number ?? '',
      analysisMethod: analysis ? code(`${path}.analysisMethod`, analysis.methodItemId) : '',
      laboratory,
      certificateNumber,
      asbestosFound: found,
      asbestosTypes: found ? types.join(', ') : notApplicable,
    });
  }
  const sampleNumbersOf = (sourceId: number) =>
    (samplesOfSource.get(sourceId) ?? [])
      .filter((sample) => !isAdhesive(sample))
      .map((sample) => sample.number);

  const locationsOf = groupBy(locations, (location) => location.sourceId);
  // A source found free of asbestos has no risk class: LAVS gets "not applicable" then.
  const riskClassOf = (path: string, data: SurveyFormValues) => {
    const riskClass = itemIdOf(data, 'risk_class');
    const status = itemIdOf(data, 'asbestos_status');
    const clean =
      status !== null && !hasFlag(items.get(status)?.data, riskClassFlags.asbest_statussen);
    return riskClass === null && clean ? notApplicable : code(`${path}.riskClass`, riskClass);
  };
  const lavsSources: LavsSource[] = sources.map((source, index) => {
    const path = `sources.${index}`;
    const sourceLocations = locationsOf.get(source.id) ?? [];
    const sourcePlace: MessagePlace = {
      values: { subject: 'source', number: source.number },
      link: at('surveySourceApplication', { source: String(source.id) }),
    };
    places.set(path, sourcePlace);
    const statusPlace = {
      ...sourcePlace,
      link: at('surveySourceApplicationStatus', { source: String(source.id) }),
    };
    for (const field of ['asbestosStatus', 'riskClass', 'recommendedMeasure']) {
      places.set(`${path}.${field}`, statusPlace);
    }
    const firstLocation = sourceLocations[0];
    if (firstLocation) {
      const locationPlace = {
        ...sourcePlace,
        link: at('surveyLocation', { location: String(firstLocation.id) }),
      };
      for (const field of ['binding', 'amount', 'unit', 'buildingParts']) {
        places.set(`${path}.${field}`, locationPlace);
      }
    }

    const bindingId =
      sourceLocations.map((location) => itemIdOf(location.assessment, 'binding')).find(Boolean) ??
      null;
    const units = [...new Set(sourceLocations.map((location) => location.unitItemId))].filter(
      (unit): unit is number => unit !== null,
    );
    let unit = '';
    if (units.length > 1) {
      causes.set(`${path}.unit`, {
        messageKey: 'lavs.problem.mixedUnits',
        values: { value: units.map(valueOf).join(', ') },
      });
    } else {
      unit = code(`${path}.unit`, units[0] ?? null);
    }
    // The source's amount is the sum of its locations': a location without one would
    // make it silently smaller, so then the amount stays empty and that location is named.
    const withoutAmount = sourceLocations.find(
      (location) => location.amount === null || location.amount.trim() === '',
    );
    let amount = '';
    if (withoutAmount) {
      causes.set(`${path}.amount`, {
        messageKey: 'lavs.problem.locationWithoutAmount',
        values: {},
        link: at('surveyLocation', { location: String(withoutAmount.id) }),
      });
    } else if (sourceLocations.length > 0) {
      amount = amountText(
        sourceLocations.reduce(
          (sum, location) => sum + Math.round(Number(location.amount) * 100),
          0,
        ),
      );
    }
    const sourceParts = [
      ...new Set(
        sourceLocations
          .map((location) => partCode(location.spaceId))
          .filter((part): part is string => part !== null),
      ),
    ];
    if (sourceLocations.length > 0 && sourceParts.length < sourceLocations.length) {
      causes.set(`${path}.buildingParts`, {
        messageKey: 'lavs.problem.locationWithoutSpace',
        values: {},
      });
    }
    const description =
      source.description.trim() ||
      [valueOf(source.applicationItemId), valueOf(source.materialTypeItemId)]
        .filter(Boolean)
        .join(', ');
    return {
      number: source.number,
      description,
      application: code(`${path}.application`, source.applicationItemId),
      materialType: code(`${path}.materialType`, source.materialTypeItemId),
      binding: code(`${path}.binding`, bindingId),
      amount,
      unit,
      asbestosStatus: code(`${path}.asbestosStatus`, itemIdOf(source.data, 'asbestos_status')),
      riskClass: riskClassOf(path, source.data),
      recommendedMeasure: code(`${path}.recommendedMeasure`, itemIdOf(source.data, 'advice')),
      repeating: sourceLocations.length > 1,
      buildingParts: sourceParts,
      sampleNumbers: sampleNumbersOf(source.id),
    };
  });

  exclusions.forEach((exclusion, index) => {
    places.set(`exclusions.${index}`, {
      values: { subject: 'exclusion', name: textOf(exclusion.data, 'description') || index + 1 },
      link: at('surveyExclusion', { exclusion: String(exclusion.id) }),
    });
  });

  // The newest final report is the one delivered: its PDF goes as the attachment.
  const reportsPlace: MessagePlace = { values: { subject: 'report' }, link: at('surveyReports') };
  places.set('delivery', reportsPlace);
  // LAVS names the report it refuses as the attachment.
  places.set('attachment', reportsPlace);
  if (!report || report.pdfFileId === null) {
    explained.add('delivery.reportTitle');
    explained.add('delivery.deliveredOn');
    extraProblems.push({
      messageKey: 'lavs.problem.noFinalReport',
      values: { ...reportsPlace.values },
      link: reportsPlace.link,
      path: 'delivery',
    });
  }
  const delivered = report && report.pdfFileId !== null ? report : null;

  // An unknown construction year is no "niet van toepassing" (every building has one):
  // it stays empty, for the object's information to be completed.
  const surveyDescription = textOf(survey.surveyInfo, 'description');
  const message: LavsInventoryUpdate = {
    requestId: '',
    environment: settings?.environment === 'production' ? 'production' : 'test',
    organisation: {
      kvkNumber: settings?.kvkNumber.trim() ?? '',
      branchNumber: settings?.branchNumber.trim() ?? '',
    },
    certification: {
      certificateNumber: processCertificateNumber,
      certifyingBody: processCertificate?.issuer.trim() ?? '',
    },
    project: {
      reference: survey.number,
      description: surveyDescription || valueOf(survey.surveyTypeItemId) || survey.number,
      calamity: inventory.data.calamity === true,
    },
    location: {
      postcode: asset.postcode.trim(),
      houseNumber: asset.houseNumber.trim(),
      houseNumberSuffix: asset.houseNumberSuffix.trim() || notApplicable,
      street: asset.street.trim(),
      city: asset.city.trim(),
      constructionYear: asset.constructionYear === null ? '' : String(asset.constructionYear),
    },
    order: {
      type: code('order.type', survey.surveyTypeItemId),
      orderedOn: inventory.orderedOn ?? '',
      startsOn: inventory.startsOn ?? '',
      endsOn: inventory.endsOn ?? '',
      lateReason: late ? code('order.lateReason', inventory.lateReasonItemId) : notApplicable,
    },
    surveyor: {
      name: surveyor ? fullName(surveyor) : '',
      certificateNumber: surveyorCertificate?.number.trim() ?? '',
    },
    buildingParts: parts.map(({ code, name }) => ({ code, name })),
    sources: lavsSources,
    samples: lavsSamples,
    adhesiveSamples,
    exclusions: exclusions.map((exclusion) => ({
      description: textOf(exclusion.data, 'description'),
      reason: textOf(exclusion.data, 'reason'),
    })),
    delivery: {
      reportTitle: delivered?.title.trim() ?? '',
      deliveredOn: delivered?.finalizedAt ? dutchDay(delivered.finalizedAt) : '',
    },
  };
  return {
    message,
    places,
    causes,
    extraProblems,
    explained,
    attachment: delivered
      ? { fileId: delivered.pdfFileId!, fileName: `${survey.number} ${delivered.title}.pdf` }
      : null,
  };
}
