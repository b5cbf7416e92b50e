import { and, eq, inArray } from 'drizzle-orm';
import { amsterdamToday, plusDays, type SurveyStatus } from '@vezel/domain';
import { copyAssetSpaces } from '../../modules/surveys/asset-spaces';
import type { Transaction } from '../client';
import {
  assets,
  branches,
  clients,
  organisations,
  surveys,
  surveyStatusChanges,
  surveySurveyors,
  userProfiles,
  users,
  variableItems,
} from '../tables';

/** One step of a demo survey's history: to a status, days after planning, by whom, why. */
type Step = [to: SurveyStatus, day: number, by: 'manager' | 'surveyor', reason?: string];

interface DemoSurvey {
  number: string;
  /** A property by street and house number, a vessel by IMO number. */
  asset: { street: string; houseNumber: string } | { imo: string };
  surveyType: string;
  surveyKind: string;
  /**
   * Days from today; the end a day later (two for vessels). The home page shows what is
   * today (2026-0002), later this week (2026-0003, tomorrow: next week when seeded on a
   * Sunday) and overdue (2026-0006).
   */
  start: number;
  /** Planned without a surveyor: the manager's home page lists it to plan. */
  unassigned?: true;
  projectNumber: string;
  steps: Step[];
}

/**
 * The demo firm's surveys: one or more in every status, on the demo assets, each with the
 * history that brought it there.
 */
const demoSurveys: DemoSurvey[] = [
  {
    number: '2026-0001',
    asset: { street: 'Prijssestraat', houseNumber: '24' },
    surveyType: 'Asbestinventarisatie type A',
    surveyKind: 'Regulier',
    start: -40,
    projectNumber: 'P-1187',
    steps: [
      ['active', 20, 'surveyor'],
      ['completed', 24, 'surveyor'],
    ],
  },
  {
    number: '2026-0002',
    asset: { street: 'Zandstraat', houseNumber: '7' },
    surveyType: 'Asbestinventarisatie type A',
    surveyKind: 'Complexmatig',
    start: 0,
    projectNumber: 'P-1187',
    steps: [['active', 10, 'surveyor']],
  },
  {
    number: '2026-0003',
    asset: { street: 'Oliestraat', houseNumber: '3' },
    surveyType: 'Asbestinventarisatie type B',
    surveyKind: 'Regulier',
    start: 1,
    projectNumber: 'ZB-2026-04',
    steps: [],
  },
  {
    number: '2026-0004',
    asset: { street: 'Nieuwe Stationsstraat', houseNumber: '12' },
    surveyType: 'Asbestinventarisatie type A',
    surveyKind: 'Spoed',
    start: -20,
    projectNumber: '',
    steps: [['cancelled', 2, 'manager', 'De opdrachtgever heeft de verbouwing uitgesteld.']],
  },
  {
    number: '2026-0005',
    asset: { street: 'Prijssestraat', houseNumber: '24' },
    surveyType: 'Aanvullende inventarisatie',
    surveyKind: 'Regulier',
    start: 21,
    projectNumber: 'P-1187',
    steps: [],
  },
  {
    number: '2026-0006',
    asset: { imo: '9074729' },
    surveyType: 'IHM',
    surveyKind: 'Regulier',
    start: -60,
    projectNumber: 'WS-IHM-01',
    steps: [
      ['active', 5, 'surveyor'],
      ['completed', 9, 'surveyor'],
      ['active', 30, 'manager', 'Het machinekamerdeel moet opnieuw worden bemonsterd.'],
    ],
  },
  {
    number: '2026-0007',
    asset: { imo: '9176187' },
    surveyType: 'IHM update',
    surveyKind: 'Regulier',
    start: 30,
    projectNumber: 'NB-2026-11',
    steps: [],
    unassigned: true,
  },
  {
    number: '2026-0008',
    asset: { imo: '9176187' },
    surveyType: 'IHM',
    surveyKind: 'Spoed',
    start: -90,
    projectNumber: '',
    steps: [
      ['active', 1, 'surveyor'],
      ['cancelled', 3, 'manager', 'Het schip is eerder dan gepland vertrokken.'],
    ],
  },
  {
    number: '2026-0009',
    asset: { imo: '9074729' },
    surveyType: 'IHM update',
    surveyKind: 'Regulier',
    start: -120,
    projectNumber: 'WS-IHM-00',
    steps: [
      ['active', 2, 'surveyor'],
      ['completed', 6, 'surveyor'],
    ],
  },
];

const day = 24 * 60 * 60 * 1000;

/** Seeds the demo surveys of an organisation whose assets, clients and users exist. */
export async function seedSurveys(tx: Transaction, organisationId: number): Promise<void> {
  const [organisation] = await tx
    .select({ setId: organisations.variableSetId })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  const items = await tx
    .select({ id: variableItems.id, list: variableItems.list, value: variableItems.value })
    .from(variableItems)
    .where(
      and(
        eq(variableItems.variableSetId, organisation?.setId ?? -1),
        inArray(variableItems.list, ['onderzoek_types', 'onderzoek_soorten']),
      ),
    );
  const itemId = (list: string, value: string) =>
    items.find((item) => item.list === list && item.value === value)?.id ?? null;
  const people = await tx
    .select({ id: userProfiles.id, email: users.email })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(userProfiles.organisationId, organisationId));
  const profileOf = (email: string) => people.find((person) => person.email === email)?.id ?? null;
  const profiles = {
    manager: profileOf('manager@vezel.test'),
    surveyor: profileOf('surveyor@vezel.test'),
  };
  const [branch] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.organisationId, organisationId))
    .limit(1);
  const ownedAssets = await tx
    .select()
    .from(assets)
    .where(eq(assets.organisationId, organisationId));
  const today = new Date();

  for (const demo of demoSurveys) {
    const asset = ownedAssets.find((candidate) =>
      'imo' in demo.asset
        ? candidate.imo === demo.asset.imo
        : candidate.street === demo.asset.street &&
          candidate.houseNumber === demo.asset.houseNumber,
    );
    if (!asset) throw new Error(`demo survey ${demo.number}: no asset`);
    const [client] =
      asset.ownerClientId === null
        ? []
        : await tx
            .select({ id: clients.id })
            .from(clients)
            .where(eq(clients.id, asset.ownerClientId));
    // The planned days as the home page reads them: calendar days in Amsterdam.
    const startDay = plusDays(amsterdamToday(today), demo.start);
    const start = new Date(today.getTime() + demo.start * day);
    const planned = new Date(start.getTime() - 30 * day);
    const status = demo.steps.at(-1)?.[0] ?? 'proposed';
    const statusChangedAt = new Date(planned.getTime() + (demo.steps.at(-1)?.[1] ?? 0) * day);
    const [survey] = await tx
      .insert(surveys)
      .values({
        organisationId,
        assetId: asset.id,
        assetType: asset.assetType,
        number: demo.number,
        status,
        clientId: client?.id ?? null,
        surveyTypeItemId: itemId('onderzoek_types', demo.surveyType),
        surveyKindItemId: itemId('onderzoek_soorten', demo.surveyKind),
        branchId: branch?.id ?? null,
        plannedStart: startDay,
        plannedEnd: plusDays(startDay, asset.assetType === 'vessel' ? 2 : 1),
        projectNumber: demo.projectNumber,
        createdByProfileId: profiles.manager,
        statusChangedAt,
        createdAt: planned,
      })
      .returning({ id: surveys.id });
    if (!survey) throw new Error('survey insert returned nothing');
    if (profiles.surveyor !== null && !demo.unassigned) {
      await tx
        .insert(surveySurveyors)
        .values({ surveyId: survey.id, profileId: profiles.surveyor });
    }
    await copyAssetSpaces(tx, survey.id, asset.id);
    let from: SurveyStatus | null = null;
    const history = [['proposed', 0, 'manager'] as Step, ...demo.steps].map(
      ([to, after, by, reason]) => {
        const change = {
          surveyId: survey.id,
          fromStatus: from,
          toStatus: to,
          reason: reason ?? '',
          profileId: profiles[by],
          changedAt: new Date(planned.getTime() + after * day),
        };
        from = to;
        return change;
      },
    );
    await tx.insert(surveyStatusChanges).values(history);
  }
}
