import { Readable } from 'node:stream';
import { aboveThreshold, type HazardousMaterialCode } from '@vezel/domain';
import { amountForPercentage, amountRangeOf } from '@vezel/domain/lab/results';
import { and, asc, eq, sql } from 'drizzle-orm';
import { pdfPreview, photoCopies } from '../../files/images';
import { maxUploadBytes, type FileStore } from '../../files/storage';
import type { Transaction } from '../client';
import {
  branches,
  files,
  labCertificates,
  laboratories,
  organisations,
  sampleAnalyses,
  sampleAnalysisResults,
  smartRiskCertificates,
  surveyRecords,
  surveys,
  surveySamples,
  surveySourceLocations,
  surveySources,
  surveySpaces,
  surveyVscpEntries,
  variableItems,
  vscpTemplateEntries,
  vscpTemplates,
} from '../tables';
import { seedAnsweredInventory } from './completable-survey';
import { demoPhoto, type DemoPhoto } from './demo-photos';
import {
  floorPlanLayout,
  floorPlanPdf,
  labCertificatePdf,
  smartPrintoutPdf,
  type CertificateSample,
  type PlanFloor,
} from './demo-pdfs';
import { seedDemoPlanDrawing } from './demo-plan-drawing';

/**
 * What a report of the demo's finished surveys has to show, on top of what the surveyor
 * recorded (survey-findings.ts): for the house at Prijssestraat 24 (2026-0001) two more
 * sources, the laboratory's results and certificate, the SMA-rt classes with their
 * printouts, the assignment, execution and suitability, and a floor plan with the sources,
 * samples and observation drawn on it; for the ferry Vlieland Express (2026-0009) its VSCP
 * with findings, approximate quantities and sample results. Both surveys are completed, so
 * these rows are written as the modules would have written them while the surveys were
 * open (their services refuse a closed survey).
 *
 * The PDFs and photos need the data folder: a seed without a file store (the benchmarks)
 * gets the records without their files.
 */

const day = 24 * 60 * 60 * 1000;

/** A day some days after a stored date, stored the same way. */
const after = (date: string, days: number) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + days * day).toISOString().slice(0, 10);

/** Stores a PDF as one of the organisation's files; null without a store. */
async function storePdf(
  tx: Transaction,
  store: FileStore | null,
  organisationId: number,
  name: string,
  pdf: Promise<Buffer>,
): Promise<number | null> {
  if (!store) return null;
  const stored = await store.store(Readable.from([await pdf]), {
    maxBytes: maxUploadBytes,
    allowed: ['application/pdf'],
  });
  const [row] = await tx
    .insert(files)
    .values({
      organisationId,
      sha256: stored.sha256,
      size: stored.size,
      mimeType: stored.mimeType,
      name,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file insert returned nothing');
  return row.id;
}

/**
 * The preview of a stored PDF plan (its first page, as a plan upload makes it): what the
 * plan's record keeps of it, nothing where poppler is not installed.
 */
async function storePdfPreview(
  tx: Transaction,
  store: FileStore,
  organisationId: number,
  pdfFileId: number,
): Promise<{ preview_file: number; preview_width: number; preview_height: number } | null> {
  const [pdf] = await tx
    .select({ sha256: files.sha256, name: files.name })
    .from(files)
    .where(eq(files.id, pdfFileId));
  if (!pdf) throw new Error(`file ${pdfFileId} is missing`);
  const preview = await pdfPreview(store, store.pathOf(pdf.sha256));
  if (!preview) return null;
  const [row] = await tx
    .insert(files)
    .values({
      organisationId,
      sha256: preview.sha256,
      size: preview.size,
      mimeType: preview.mimeType,
      name: pdf.name.replace(/\.pdf$/i, '-voorbeeld.png'),
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file insert returned nothing');
  return { preview_file: row.id, preview_width: preview.width, preview_height: preview.height };
}

/** Stores a laboratory certificate's PDF as `name` and its row for the survey: the row's id. */
async function insertLabCertificate(
  tx: Transaction,
  store: FileStore | null,
  organisationId: number,
  { surveyId, laboratoryId }: { surveyId: number; laboratoryId: number },
  certificate: Parameters<typeof labCertificatePdf>[0],
  name: string,
): Promise<number> {
  const fileId = await storePdf(tx, store, organisationId, name, labCertificatePdf(certificate));
  const { number, issuedOn } = certificate;
  const [row] = await tx
    .insert(labCertificates)
    .values({ surveyId, laboratoryId, number, issuedOn, fileId })
    .returning({ id: labCertificates.id });
  if (!row) throw new Error('certificate insert returned nothing');
  return row.id;
}

/**
 * Stores a photo as an upload would be (the original, its display copy and thumbnail) and
 * returns the data a location photo record keeps; null without a store.
 */
async function storePhoto(
  tx: Transaction,
  store: FileStore | null,
  organisationId: number,
  name: string,
  photo: DemoPhoto,
): Promise<{ fileId: number; display_file: number; thumbnail_file: number } | null> {
  if (!store) return null;
  const original = await store.store(Readable.from([await demoPhoto(photo)]), {
    maxBytes: maxUploadBytes,
    allowed: ['image/jpeg'],
  });
  const copies = await photoCopies(store, store.pathOf(original.sha256));
  const base = name.replace(/\.jpg$/, '');
  const rows = await tx
    .insert(files)
    .values(
      [
        { stored: original, name },
        { stored: copies.display, name: `${base}-weergave.jpg` },
        { stored: copies.thumbnail, name: `${base}-miniatuur.jpg` },
      ].map(({ stored, name: fileName }) => ({
        organisationId,
        sha256: stored.sha256,
        size: stored.size,
        mimeType: stored.mimeType,
        name: fileName,
      })),
    )
    .returning({ id: files.id });
  const [file, display, thumbnail] = rows;
  if (!file || !display || !thumbnail) throw new Error('file insert returned nothing');
  return { fileId: file.id, display_file: display.id, thumbnail_file: thumbnail.id };
}

/** A demo survey by number, with its organisation's items and the firm it was done by. */
async function demoSurvey(tx: Transaction, organisationId: number, number: string) {
  const [survey] = await tx
    .select({
      id: surveys.id,
      start: surveys.plannedStart,
      setId: organisations.variableSetId,
      branchId: surveys.branchId,
    })
    .from(surveys)
    .innerJoin(organisations, eq(organisations.id, surveys.organisationId))
    .where(and(eq(surveys.organisationId, organisationId), eq(surveys.number, number)));
  if (!survey?.start || survey.setId === null) throw new Error(`demo survey ${number} is missing`);
  const items = await tx
    .select({
      id: variableItems.id,
      list: variableItems.list,
      value: variableItems.value,
      parent: variableItems.parentItemId,
      data: variableItems.data,
    })
    .from(variableItems)
    .where(eq(variableItems.variableSetId, survey.setId));
  const item = (list: string, value: string, parent: number | null = null) => {
    const found = items.find(
      (candidate) =>
        candidate.list === list &&
        candidate.value === value &&
        (parent === null || candidate.parent === parent),
    );
    if (!found) throw new Error(`demo item ${list} "${value}" is missing`);
    return found.id;
  };
  /** The firm as the laboratory and SMA-rt name it: the survey's branch. */
  const firm = async () => {
    const [branch] =
      survey.branchId === null
        ? []
        : await tx
            .select({ name: branches.name })
            .from(branches)
            .where(eq(branches.id, survey.branchId));
    return branch?.name ?? '';
  };
  return { id: survey.id, start: survey.start, setId: survey.setId, items, item, firm };
}

async function laboratoryNamed(tx: Transaction, organisationId: number, name: string) {
  const [laboratory] = await tx
    .select()
    .from(laboratories)
    .where(and(eq(laboratories.organisationId, organisationId), eq(laboratories.name, name)));
  if (!laboratory) throw new Error(`demo laboratory ${name} is missing`);
  return laboratory;
}

interface PropertySource {
  number: string;
  application: string;
  material: string;
  description: string;
  status: string;
  advice: string;
  riskClass: string | null;
  location: {
    space: string;
    description: string;
    amount: string;
    unit: string;
    assessment: Record<string, string>;
  };
  sample: { number: string; description: string; results: { type: string; percentage: string }[] };
  photo?: { photo: DemoPhoto; caption: string };
}

/** B01 is survey-findings.ts's; B02 and B03 are added here. */
const propertySources: PropertySource[] = [
  {
    number: 'B01',
    application: 'Golfplaten',
    material: 'Asbestcement',
    description: 'Golfplaten onder de dakpannen, zichtbaar vanaf de zolder',
    status: 'Asbesthoudend',
    advice: 'Verwijderen voor renovatie of sloop',
    riskClass: 'Risicoklasse 2',
    location: {
      space: 'Zolder',
      description: 'Dakvlak voorzijde',
      amount: '24.00',
      unit: 'm²',
      assessment: {
        binding: 'Hechtgebonden',
        condition: 'Matig',
        damage: 'Licht beschadigd',
        fixing: 'Geschroefd',
        accessibility: 'Matig bereikbaar',
        exposure: 'Geen blootstelling',
        shielding: 'Niet afgeschermd',
        structure: 'Hard',
      },
    },
    sample: {
      number: 'M01',
      description: 'Breukvlak golfplaat, dakvlak voorzijde',
      results: [{ type: 'Chrysotiel', percentage: '10 - 15' }],
    },
    photo: { photo: 'corrugatedSheets', caption: 'Golfplaten aan de onderzijde van het dakvlak' },
  },
  {
    number: 'B02',
    application: 'Kitvoeg',
    material: 'Kit',
    description: 'Verharde kitvoeg rond het raamkozijn van de voorgevel',
    status: 'Asbesthoudend',
    advice: 'Verwijderen voor renovatie of sloop',
    riskClass: 'Risicoklasse 1',
    location: {
      space: 'Woonkamer',
      description: 'Raamkozijn voorgevel, binnenzijde',
      amount: '6.5',
      unit: 'm¹',
      assessment: {
        binding: 'Hechtgebonden',
        condition: 'Goed',
        damage: 'Onbeschadigd',
        fixing: 'Gelijmd',
        accessibility: 'Goed bereikbaar',
        exposure: 'Geen blootstelling',
        shielding: 'Niet afgeschermd',
        structure: 'Elastisch',
      },
    },
    sample: {
      number: 'M02',
      description: 'Kitvoeg raamkozijn woonkamer, linkerzijde',
      results: [{ type: 'Chrysotiel', percentage: '2 - 5' }],
    },
    photo: { photo: 'sealantJoint', caption: 'Verharde kitvoeg rond het raamkozijn' },
  },
  {
    number: 'B03',
    application: 'Vloerzeil',
    material: 'Vinyl vloerzeil',
    description: 'Vinyl vloerzeil met kartonachtige onderlaag onder de keukenkastjes',
    status: 'Niet asbesthoudend',
    advice: 'Handhaven',
    riskClass: null,
    location: {
      space: 'Keuken',
      description: 'Gehele keukenvloer',
      amount: '9.5',
      unit: 'm²',
      assessment: {
        binding: 'Hechtgebonden',
        condition: 'Goed',
        damage: 'Onbeschadigd',
        fixing: 'Gelijmd',
        accessibility: 'Goed bereikbaar',
      },
    },
    sample: {
      number: 'M03',
      description: 'Onderlaag vloerzeil bij de achterdeur',
      // Nothing found, recorded as recordLabResults does: chrysotile 0 %, "Niet aangetoond".
      results: [{ type: 'Chrysotiel', percentage: '0' }],
    },
  },
];

/** The floors of the house at Prijssestraat 24 as its floor plan shows them. */
const propertyFloors: PlanFloor[] = [
  {
    name: 'Begane grond',
    rooms: [
      { name: 'Woonkamer', x: 0, y: 0, width: 6, height: 6 },
      { name: 'Keuken', x: 6, y: 0, width: 3.5, height: 3 },
      { name: 'Hal', x: 6, y: 3, width: 2, height: 3 },
      { name: 'Toilet', x: 8, y: 3, width: 1.5, height: 3 },
    ],
  },
  { name: 'Zolder', rooms: [{ name: 'Zolder', x: 0, y: 0, width: 8, height: 6 }] },
];

const assessmentLists: Record<string, string> = {
  binding: 'bindingen',
  condition: 'condities',
  damage: 'beschadigingen',
  fixing: 'bevestigingen',
  accessibility: 'bereikbaarheden',
  exposure: 'blootstellingen',
  shielding: 'afschermingen',
  structure: 'structuren',
};

/** The demo property survey's report content; see the comment at the top. */
export async function seedPropertyReportData(
  tx: Transaction,
  organisationId: number,
  store: FileStore | null,
): Promise<void> {
  const survey = await demoSurvey(tx, organisationId, '2026-0001');
  const { item } = survey;
  const firm = await survey.firm();
  const laboratory = await laboratoryNamed(tx, organisationId, 'Asbestlab Midden-Nederland B.V.');
  const spaces = await tx
    .select({ id: surveySpaces.id, name: surveySpaces.name })
    .from(surveySpaces)
    .where(eq(surveySpaces.surveyId, survey.id));
  const spaceId = (name: string) => {
    const space = spaces.find((candidate) => candidate.name === name);
    if (!space) throw new Error(`demo space ${name} is missing`);
    return space.id;
  };
  const analysedOn = after(survey.start, 3);
  const project = '2026-0001, Prijssestraat 24, 4101 CS Culemborg';

  // The sources as the surveyor left them after the laboratory and SMA-rt had answered.
  const sampleIds = new Map<string, number>();
  const sourceIds = new Map<string, number>();
  const locationIds = new Map<string, number>();
  for (const [index, seed] of propertySources.entries()) {
    const materialType = item('materiaal_types', seed.material);
    const data = {
      asbestos_status: item('asbest_statussen', seed.status),
      advice: item('bron_adviezen', seed.advice),
      treatment_status: item('behandeling_statussen', 'Niet behandeld'),
      ...(seed.riskClass && { risk_class: item('smart_risicoklasses', seed.riskClass) }),
    };
    const assessment = Object.fromEntries(
      Object.entries(seed.location.assessment).map(([field, value]) => [
        field,
        item(assessmentLists[field]!, value),
      ]),
    );
    let [source] = await tx
      .select({ id: surveySources.id })
      .from(surveySources)
      .where(and(eq(surveySources.surveyId, survey.id), eq(surveySources.number, seed.number)));
    if (source) {
      await tx
        .update(surveySources)
        .set({ data: sql`${surveySources.data} || ${JSON.stringify(data)}::jsonb` })
        .where(eq(surveySources.id, source.id));
      await tx
        .update(surveySourceLocations)
        .set({
          assessment: sql`${surveySourceLocations.assessment} || ${JSON.stringify(assessment)}::jsonb`,
        })
        .where(eq(surveySourceLocations.sourceId, source.id));
      const [location] = await tx
        .select({ id: surveySourceLocations.id })
        .from(surveySourceLocations)
        .where(eq(surveySourceLocations.sourceId, source.id));
      if (!location) throw new Error(`demo location of ${seed.number} is missing`);
      locationIds.set(seed.number, location.id);
      const [sample] = await tx
        .select({ id: surveySamples.id })
        .from(surveySamples)
        .where(
          and(eq(surveySamples.surveyId, survey.id), eq(surveySamples.number, seed.sample.number)),
        );
      if (!sample) throw new Error(`demo sample ${seed.sample.number} is missing`);
      sampleIds.set(seed.sample.number, sample.id);
    } else {
      [source] = await tx
        .insert(surveySources)
        .values({
          surveyId: survey.id,
          number: seed.number,
          applicationItemId: item('toepassingen', seed.application),
          materialTypeItemId: materialType,
          description: seed.description,
          data,
          sortIndex: index,
        })
        .returning({ id: surveySources.id });
      if (!source) throw new Error('source insert returned nothing');
      const [location] = await tx
        .insert(surveySourceLocations)
        .values({
          surveyId: survey.id,
          sourceId: source.id,
          spaceId: spaceId(seed.location.space),
          description: seed.location.description,
          amount: seed.location.amount,
          unitItemId: item('eenheden', seed.location.unit),
          assessment,
        })
        .returning({ id: surveySourceLocations.id });
      if (!location) throw new Error('location insert returned nothing');
      locationIds.set(seed.number, location.id);
      const [sample] = await tx
        .insert(surveySamples)
        .values({
          surveyId: survey.id,
          locationId: location.id,
          sampleKindItemId: item('monster_soorten', 'Materiaalmonster', materialType),
          number: seed.sample.number,
          description: seed.sample.description,
          data: { taken_at: survey.start, remarks: '' },
        })
        .returning({ id: surveySamples.id });
      if (!sample) throw new Error('sample insert returned nothing');
      sampleIds.set(seed.sample.number, sample.id);
    }
    sourceIds.set(seed.number, source.id);
  }

  // The laboratory's certificate and the results it reports, as recordLabResults writes them.
  const certificate = {
    title: 'Analysecertificaat asbest in materialen',
    method: 'NEN 5896:2003, polarisatiemicroscopie (PLM)',
    number: 'AML-2026-0188',
    issuedOn: after(survey.start, 4),
    receivedOn: after(survey.start, 1),
    laboratory: {
      name: laboratory.name,
      address: `${laboratory.street} ${laboratory.houseNumber}, ${laboratory.postcode} ${laboratory.city}`,
      accreditation: laboratory.accreditationNumber ?? '',
    },
    client: firm,
    project,
    samples: propertySources.map((seed): CertificateSample => ({
      number: seed.sample.number,
      description: seed.sample.description,
      found: seed.sample.results
        .filter((result) => result.percentage !== '0')
        .map((result) => ({ type: result.type, percentage: `${result.percentage} %` })),
    })),
  };
  const certificateId = await insertLabCertificate(
    tx,
    store,
    organisationId,
    { surveyId: survey.id, laboratoryId: laboratory.id },
    certificate,
    `Analysecertificaat ${certificate.number}.pdf`,
  );
  const method = item('analyse_methodes', 'NEN 5896');
  for (const seed of propertySources) {
    const materialType = item('materiaal_types', seed.material);
    const results = seed.sample.results.map((result, sortIndex) => {
      const material = item('analyse_materialen', result.type, materialType);
      const amounts = survey.items
        .filter((candidate) => candidate.parent === material)
        .map((candidate) => ({ ...candidate, ...amountRangeOf(candidate.data) }));
      const amount = amountForPercentage(amounts, result.percentage);
      if (!amount) throw new Error(`no amount for ${result.percentage} %`);
      return {
        analysisMaterialItemId: material,
        amountItemId: amount.id,
        percentage: result.percentage,
        sortIndex,
        detected: (amount.maxPercentage ?? 0) > 0,
      };
    });
    const [analysis] = await tx
      .insert(sampleAnalyses)
      .values({
        surveyId: survey.id,
        sampleId: sampleIds.get(seed.sample.number)!,
        laboratoryId: laboratory.id,
        certificateId,
        analysisMethodItemId: method,
        analysedOn,
        asbestosDetected: results.some((result) => result.detected),
        origin: 'typed',
      })
      .returning({ id: sampleAnalyses.id });
    if (!analysis) throw new Error('analysis insert returned nothing');
    await tx.insert(sampleAnalysisResults).values(
      results.map(({ detected: _detected, ...result }) => ({
        ...result,
        analysisId: analysis.id,
      })),
    );
  }

  // SMA-rt: each asbestos source classified as a whole, with its printout.
  for (const seed of propertySources) {
    if (!seed.riskClass) continue;
    const reference = `SMART-2026-${seed.number === 'B01' ? '118734' : '118735'}`;
    const inputs: [string, string][] = [
      [
        'Asbestsoort',
        seed.sample.results.map((result) => `${result.type} ${result.percentage} %`).join(', '),
      ],
      ['Materiaal', seed.material],
      ['Hechtgebondenheid', seed.location.assessment.binding ?? '-'],
      ['Bevestiging', seed.location.assessment.fixing ?? '-'],
      ['Conditie', seed.location.assessment.condition ?? '-'],
      ['Hoeveelheid', `${seed.location.amount.replace('.', ',')} ${seed.location.unit}`],
      [
        'Verwijderingsmethode',
        seed.material === 'Kit' ? 'Uitsnijden met handgereedschap' : 'Demonteren van hele platen',
      ],
    ];
    const printoutFileId = await storePdf(
      tx,
      store,
      organisationId,
      `SMA-rt ${seed.number} ${reference}.pdf`,
      smartPrintoutPdf({
        reference,
        date: after(survey.start, 5),
        firm,
        project,
        source: `${seed.number} ${seed.description}`,
        inputs,
        riskClass: seed.riskClass,
        workingMethod:
          seed.riskClass === 'Risicoklasse 1'
            ? 'Verwijderen met eenvoudige beheersmaatregelen (risicoklasse 1)'
            : 'Verwijderen door een SC-530 gecertificeerd bedrijf in een afgeschermd werkgebied (risicoklasse 2)',
      }),
    );
    await tx.insert(smartRiskCertificates).values({
      surveyId: survey.id,
      sourceId: sourceIds.get(seed.number)!,
      riskClassItemId: item('smart_risicoklasses', seed.riskClass),
      reference,
      printoutFileId,
    });
  }

  // Carried out in one day: the inventory has its end date, as LAVS asks.
  await seedAnsweredInventory(tx, organisationId, survey.id, survey.start, survey.start);

  // The assignment, how the visit went, what the report is fit for, and the plan.
  await tx
    .update(surveys)
    .set({
      surveyInfo: {
        description:
          'De woningcorporatie wil de woning na vertrek van de huurder renoveren: nieuwe dakbedekking, nieuwe kozijnen en een nieuwe keuken.',
        purpose: item('asbestos_survey_purposes', 'Renovatie zonder constructieve aantasting'),
        scope: item('asbestos_survey_scopes', 'Gehele object'),
        extent: item('asbestos_survey_extends', 'Licht destructief'),
        out_of_scope: '',
      },
      asbestosResearch: {
        risk_assessment: null,
        inventory_type: 'type_a',
        destructive_research: false,
        remarks: '',
      },
      execution: {
        executed_on: survey.start,
        started_at: `${survey.start} 09:00:00`,
        ended_at: `${survey.start} 12:30:00`,
        accompanied_by: 'Mevr. de Groot (bewoner)',
        weather: 'Droog, 14 °C',
        remarks: '',
      },
    })
    .where(eq(surveys.id, survey.id));
  const planFileId = await storePdf(
    tx,
    store,
    organisationId,
    'Plattegrond Prijssestraat 24.pdf',
    floorPlanPdf('Prijssestraat 24, Culemborg: plattegronden', propertyFloors),
  );
  const records: (typeof surveyRecords.$inferInsert)[] = [
    {
      surveyId: survey.id,
      kind: 'suitability',
      data: {
        suitability: 'renovation_without_structure',
        remarks: 'Niet voor de kruipruimte: die kon niet worden onderzocht',
      },
    },
  ];
  for (const seed of propertySources) {
    if (!seed.photo) continue;
    const photo = await storePhoto(
      tx,
      store,
      organisationId,
      `${seed.number} ${seed.sample.number}.jpg`,
      seed.photo.photo,
    );
    if (!photo) continue;
    const { fileId, ...copies } = photo;
    records.push({
      surveyId: survey.id,
      kind: 'locationPhoto',
      locationId: locationIds.get(seed.number)!,
      fileId,
      data: { caption: seed.photo.caption, ...copies },
    });
  }
  await tx.insert(surveyRecords).values(records);
  if (planFileId === null || !store) return;

  // The plan with its preview (as the survey's plans section makes one) and its drawing.
  const preview = await storePdfPreview(tx, store, organisationId, planFileId);
  const [plan] = await tx
    .insert(surveyRecords)
    .values({
      surveyId: survey.id,
      kind: 'plan',
      fileId: planFileId,
      data: {
        title: 'Plattegrond begane grond en zolder',
        floor_name: 'Begane grond, zolder',
        ...preview,
      },
    })
    .returning({ id: surveyRecords.id });
  if (!plan) throw new Error('plan insert returned nothing');
  await seedDemoPlanDrawing(tx, {
    surveyId: survey.id,
    planId: plan.id,
    variableSetId: survey.setId,
    rooms: floorPlanLayout(propertyFloors),
    arrowAt: 'Woonkamer',
    areaRoom: 'Zolder',
  });
}

interface VesselCheck {
  /** The template entry's component (vscp_components value). */
  component: string;
  finding: 'contained' | 'not_contained' | 'potentially_containing';
  pchmReason?: string;
  /** The approximate quantity on board (IHM Part I), with its unit (an eenheden value). */
  quantity?: { amount: string; unit: 'kg' | 'm²' };
  /** The laboratory's result for the entry's hazardous material. */
  sample?: { description: string; concentration: number; unit: '%' | 'mg/kg' };
}

/** What the checks on board of the Vlieland Express found, by the template's entries. */
const vesselChecks: VesselCheck[] = [
  {
    component: 'Pipe insulation',
    finding: 'contained',
    quantity: { amount: '42.5', unit: 'kg' },
    sample: {
      description: 'Lagging of the exhaust line, engine room port side',
      concentration: 5,
      unit: '%',
    },
  },
  {
    component: 'Gaskets',
    finding: 'not_contained',
    sample: { description: 'Flange gasket of the thermal oil heater', concentration: 0, unit: '%' },
  },
  {
    component: 'Anti-fouling',
    finding: 'contained',
    quantity: { amount: '1250', unit: 'm²' },
    sample: {
      description: 'Paint scraping of the underwater hull, aft starboard',
      concentration: 3100,
      unit: 'mg/kg',
    },
  },
  { component: 'Transformer', finding: 'not_contained' },
  {
    component: 'Cables',
    finding: 'potentially_containing',
    pchmReason: 'Cable type and year of make unknown; the cables run behind welded panels.',
    quantity: { amount: '185', unit: 'kg' },
  },
  {
    component: 'Ceiling panels',
    finding: 'contained',
    quantity: { amount: '36', unit: 'm²' },
    sample: {
      description: 'Marine board ceiling panel, passenger saloon',
      concentration: 12,
      unit: '%',
    },
  },
  {
    component: 'Deck covering',
    finding: 'not_contained',
    sample: { description: 'Deck underlayment of the wheelhouse', concentration: 0, unit: '%' },
  },
  {
    component: 'Fire door',
    finding: 'potentially_containing',
    pchmReason: 'Door cores cannot be reached without destroying the fire-rated doors.',
    quantity: { amount: '11.5', unit: 'm²' },
  },
];

/** The demo vessel survey's VSCP with findings, samples and results; see the top comment. */
export async function seedVesselReportData(
  tx: Transaction,
  organisationId: number,
  store: FileStore | null,
): Promise<void> {
  const survey = await demoSurvey(tx, organisationId, '2026-0009');
  const firm = await survey.firm();
  const laboratory = await laboratoryNamed(tx, organisationId, 'Noordelijk Asbest Laboratorium');
  const entries = await tx
    .select({ entry: vscpTemplateEntries })
    .from(vscpTemplateEntries)
    .innerJoin(vscpTemplates, eq(vscpTemplates.id, vscpTemplateEntries.templateId))
    .where(eq(vscpTemplates.organisationId, organisationId))
    .orderBy(asc(vscpTemplateEntries.sortIndex));
  const componentOf = (id: number | null) =>
    survey.items.find((candidate) => candidate.id === id)?.value;
  const analysedOn = after(survey.start, 6);
  const certificate = {
    title: 'Certificate of analysis: hazardous materials (IHM)',
    method: 'NEN 5896 (asbestos, PLM); ISO 17353 (organotin, GC-MS)',
    number: 'NAL-2026-0311',
    issuedOn: after(survey.start, 7),
    receivedOn: after(survey.start, 2),
    laboratory: {
      name: laboratory.name,
      address: `${laboratory.street} ${laboratory.houseNumber}, ${laboratory.postcode} ${laboratory.city}`,
      accreditation: laboratory.accreditationNumber ?? '',
    },
    client: firm,
    project: '2026-0009, Vlieland Express (IMO 9074729)',
    samples: [] as CertificateSample[],
  };
  const planned: {
    sampleId: number;
    code: HazardousMaterialCode;
    sample: NonNullable<VesselCheck['sample']>;
  }[] = [];
  let sampleCount = 0;
  for (const [index, { entry }] of entries.entries()) {
    const check = vesselChecks.find(
      (candidate) => candidate.component === componentOf(entry.componentItemId),
    );
    const [row] = await tx
      .insert(surveyVscpEntries)
      .values({
        surveyId: survey.id,
        finding: check?.finding ?? 'not_contained',
        sortIndex: index,
        data: {
          system: entry.systemItemId,
          component: entry.componentItemId,
          material: entry.materialItemId,
          zone: entry.zoneItemId,
          check_procedure: entry.checkProcedureItemId,
          check_method: entry.checkMethod,
          hazardous_material: entry.hazardousMaterial,
          pchm_reason: check?.pchmReason ?? '',
          quantity: check?.quantity?.amount ?? null,
          unit: check?.quantity ? survey.item('eenheden', check.quantity.unit) : null,
          remarks: entry.remarks,
        },
      })
      .returning({ id: surveyVscpEntries.id });
    if (!row || !check?.sample) continue;
    sampleCount += 1;
    const number = `V${String(sampleCount).padStart(2, '0')}`;
    const [sample] = await tx
      .insert(surveySamples)
      .values({
        surveyId: survey.id,
        vscpEntryId: row.id,
        number,
        description: check.sample.description,
        data: { taken_at: after(survey.start, 1), remarks: '' },
      })
      .returning({ id: surveySamples.id });
    if (!sample) throw new Error('sample insert returned nothing');
    const code = entry.hazardousMaterial as HazardousMaterialCode;
    planned.push({ sampleId: sample.id, code, sample: check.sample });
    certificate.samples.push({
      number,
      description: check.sample.description,
      found:
        check.sample.concentration === 0
          ? []
          : [
              {
                type: code === 'asbestos' ? 'Asbestos' : 'Organotin (as Sn)',
                percentage: `${check.sample.concentration} ${check.sample.unit}`,
              },
            ],
    });
  }
  const certificateId = await insertLabCertificate(
    tx,
    store,
    organisationId,
    { surveyId: survey.id, laboratoryId: laboratory.id },
    certificate,
    `Certificate ${certificate.number}.pdf`,
  );
  for (const { sampleId, code, sample } of planned) {
    const [analysis] = await tx
      .insert(sampleAnalyses)
      .values({
        surveyId: survey.id,
        sampleId,
        laboratoryId: laboratory.id,
        certificateId,
        analysedOn,
        asbestosDetected:
          code === 'asbestos' && aboveThreshold(code, sample.concentration, sample.unit) === true,
        origin: 'typed',
      })
      .returning({ id: sampleAnalyses.id });
    if (!analysis) throw new Error('analysis insert returned nothing');
    await tx.insert(sampleAnalysisResults).values({
      analysisId: analysis.id,
      hazardousMaterial: code,
      concentration: String(sample.concentration),
      unit: sample.unit,
    });
  }
}
