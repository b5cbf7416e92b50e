/**
 * The inventory update Vezel sends to the registry (LAVS's public data model: project,
 * location by BAG address, inventory order, notification of the certifying body, building
 * parts, sources, samples, repeating sources, exclusions, adhesive samples, delivery; the
 * report with its advice goes as an attachment afterwards). The server builds it from the
 * survey (modules/lavs), the LAVS simulator (tools/simulators/lavs) checks it with
 * `lavsMessageIssues` as LAVS does, and the verify step runs the same check first, so what
 * verify passes the registry accepts.
 *
 * LAVS has every field mandatory: where a field does not apply, the builder writes
 * `notApplicable` ("niet van toepassing"). Codes (materials, units, statuses...) are the
 * values of the items' mappings to the external system LAVS.
 */

export const notApplicable = 'niet van toepassing';

/** Dates as 'YYYY-MM-DD'. */
export interface LavsInventoryUpdate {
  /** Vezel's idempotency key of this sending: the registry answers a repeat with the same request. */
  requestId: string;
  environment: 'test' | 'production';
  /** The firm, as eHerkenning knows it: KvK number (8 digits) and branch number (12). */
  organisation: { kvkNumber: string; branchNumber: string };
  /** The notification of the certifying body: the branch's SC-540 certificate. */
  certification: { certificateNumber: string; certifyingBody: string };
  /** The project: Vezel's survey number as the firm's reference; a calamity is exempt from lead time. */
  project: { reference: string; description: string; calamity: boolean };
  /** The building, by its BAG address. */
  location: {
    postcode: string;
    houseNumber: string;
    houseNumberSuffix: string;
    street: string;
    city: string;
    constructionYear: string;
  };
  /** The inventory order: type (A, B...), when ordered, carried out, and why later than 5 working days. */
  order: {
    type: string;
    orderedOn: string;
    startsOn: string;
    endsOn: string;
    lateReason: string;
  };
  surveyor: { name: string; certificateNumber: string };
  buildingParts: { code: string; name: string }[];
  sources: LavsSource[];
  samples: LavsSample[];
  adhesiveSamples: LavsAdhesiveSample[];
  exclusions: { description: string; reason: string }[];
  delivery: { reportTitle: string; deliveredOn: string };
}

export interface LavsSource {
  number: string;
  description: string;
  application: string;
  materialType: string;
  binding: string;
  amount: string;
  unit: string;
  asbestosStatus: string;
  riskClass: string;
  /** The "aanbevolen maatregel": the field LAVS most often refuses for. */
  recommendedMeasure: string;
  /** Found in more than one building part (a repeating source). */
  repeating: boolean;
  /** Codes of `buildingParts`. */
  buildingParts: string[];
  /** Numbers of `samples` taken of it. */
  sampleNumbers: string[];
}

export interface LavsSample {
  number: string;
  sourceNumber: string;
  analysisMethod: string;
  laboratory: string;
  certificateNumber: string;
  asbestosFound: boolean;
  /** The asbestos types found, or notApplicable. */
  asbestosTypes: string;
}

export interface LavsAdhesiveSample {
  number: string;
  buildingPart: string;
  laboratory: string;
  certificateNumber: string;
  asbestosFound: boolean;
}

/** Why the registry refuses a field: missing, of the wrong form, or naming what the message lacks. */
export type LavsIssueCode = 'required' | 'format' | 'unknownReference';

/** A refused field, by its path in the message ('sources.2.unit', 'order.startsOn'). */
export interface LavsIssue {
  path: string;
  code: LavsIssueCode;
}

const day = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const postcode = /^[1-9][0-9]{3} ?[A-Z]{2}$/;
const amount = /^[0-9]+([.,][0-9]+)?$/;

/**
 * Every field LAVS refuses in an inventory update, in the message's order. Empty when the
 * registry would accept it as data (what it holds itself, such as the project's dates, is
 * compared only when it processes the message).
 */
export function lavsMessageIssues(message: LavsInventoryUpdate): LavsIssue[] {
  const issues: LavsIssue[] = [];
  const text = (path: string, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') issues.push({ path, code: 'required' });
  };
  const matching = (path: string, value: unknown, pattern: RegExp) => {
    if (typeof value !== 'string' || value.trim() === '') issues.push({ path, code: 'required' });
    else if (!pattern.test(value.trim())) issues.push({ path, code: 'format' });
  };
  const flag = (path: string, value: unknown) => {
    if (typeof value !== 'boolean') issues.push({ path, code: 'required' });
  };

  text('requestId', message.requestId);
  if (message.environment !== 'test' && message.environment !== 'production') {
    issues.push({ path: 'environment', code: 'format' });
  }
  matching('organisation.kvkNumber', message.organisation?.kvkNumber, /^[0-9]{8}$/);
  matching('organisation.branchNumber', message.organisation?.branchNumber, /^[0-9]{12}$/);
  text('certification.certificateNumber', message.certification?.certificateNumber);
  text('certification.certifyingBody', message.certification?.certifyingBody);
  text('project.reference', message.project?.reference);
  text('project.description', message.project?.description);
  flag('project.calamity', message.project?.calamity);
  matching('location.postcode', message.location?.postcode, postcode);
  text('location.houseNumber', message.location?.houseNumber);
  text('location.houseNumberSuffix', message.location?.houseNumberSuffix);
  text('location.street', message.location?.street);
  text('location.city', message.location?.city);
  matching(
    'location.constructionYear',
    message.location?.constructionYear,
    /^[0-9]{4}$|^niet van toepassing$/,
  );
  text('order.type', message.order?.type);
  matching('order.orderedOn', message.order?.orderedOn, day);
  matching('order.startsOn', message.order?.startsOn, day);
  matching('order.endsOn', message.order?.endsOn, day);
  text('order.lateReason', message.order?.lateReason);
  text('surveyor.name', message.surveyor?.name);
  text('surveyor.certificateNumber', message.surveyor?.certificateNumber);

  const parts = new Set<string>();
  (message.buildingParts ?? []).forEach((part, index) => {
    text(`buildingParts.${index}.code`, part.code);
    text(`buildingParts.${index}.name`, part.name);
    parts.add(part.code);
  });
  const samples = new Set((message.samples ?? []).map((sample) => sample.number));
  const sources = new Set<string>();
  (message.sources ?? []).forEach((source, index) => {
    const at = `sources.${index}`;
    for (const field of [
      'number',
      'description',
      'application',
      'materialType',
      'binding',
      'unit',
      'asbestosStatus',
      'riskClass',
      'recommendedMeasure',
    ] as const) {
      text(`${at}.${field}`, source[field]);
    }
    matching(`${at}.amount`, source.amount, amount);
    flag(`${at}.repeating`, source.repeating);
    if (!source.buildingParts?.length)
      issues.push({ path: `${at}.buildingParts`, code: 'required' });
    source.buildingParts?.forEach((code, partIndex) => {
      if (!parts.has(code))
        issues.push({ path: `${at}.buildingParts.${partIndex}`, code: 'unknownReference' });
    });
    source.sampleNumbers?.forEach((number, sampleIndex) => {
      if (!samples.has(number))
        issues.push({ path: `${at}.sampleNumbers.${sampleIndex}`, code: 'unknownReference' });
    });
    sources.add(source.number);
  });
  (message.samples ?? []).forEach((sample, index) => {
    const at = `samples.${index}`;
    for (const field of [
      'number',
      'analysisMethod',
      'laboratory',
      'certificateNumber',
      'asbestosTypes',
    ] as const) {
      text(`${at}.${field}`, sample[field]);
    }
    flag(`${at}.asbestosFound`, sample.asbestosFound);
    if (!sources.has(sample.sourceNumber)) {
      issues.push({
        path: `${at}.sourceNumber`,
        code: sample.sourceNumber ? 'unknownReference' : 'required',
      });
    }
  });
  (message.adhesiveSamples ?? []).forEach((sample, index) => {
    const at = `adhesiveSamples.${index}`;
    for (const field of ['number', 'laboratory', 'certificateNumber'] as const) {
      text(`${at}.${field}`, sample[field]);
    }
    flag(`${at}.asbestosFound`, sample.asbestosFound);
    if (!parts.has(sample.buildingPart)) {
      issues.push({
        path: `${at}.buildingPart`,
        code: sample.buildingPart ? 'unknownReference' : 'required',
      });
    }
  });
  (message.exclusions ?? []).forEach((exclusion, index) => {
    text(`exclusions.${index}.description`, exclusion.description);
    text(`exclusions.${index}.reason`, exclusion.reason);
  });
  text('delivery.reportTitle', message.delivery?.reportTitle);
  matching('delivery.deliveredOn', message.delivery?.deliveredOn, day);
  return issues;
}

/**
 * What LAVS answers when it processes an inventory (the spec's LAVS messages, section 8):
 * the calamity flag, the start or end date it holds for the project differing from the
 * firm's (both values given, as 'DD-MM-YYYY'), or the firm's KvK and branch unknown to it.
 * The server shows each as `lavs.answer.<code>` with the values.
 */
export const lavsAnswerCodes = [
  'calamityMismatch',
  'startMismatch',
  'endMismatch',
  'unknownOrganisation',
] as const;
export type LavsAnswerCode = (typeof lavsAnswerCodes)[number];

export interface LavsAnswerMessage {
  code: LavsAnswerCode;
  /** startMismatch, endMismatch: `sgiDate` (what the firm sent) and `lavsDate` (what LAVS holds). */
  values?: { sgiDate: string; lavsDate: string };
}
