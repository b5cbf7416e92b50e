import { createHash } from 'node:crypto';
import { domainMessages, translate, type Locale } from '@vezel/domain';
import {
  lavsMessageIssues,
  type LavsInventoryUpdate,
  type LavsIssue,
} from '@vezel/domain/lavs/message';
import { buildPath, type RouteId } from '@vezel/domain/routes/route-table';
import type { Executor } from '../../db/client';
import type { LavsStoredProblem } from '../../db/tables';
import { buildLavsMessage, type BuiltLavsMessage, type MessagePlace } from './build-message';

export interface LavsVerification {
  /** requestId '' */
  message: LavsInventoryUpdate;
  /** Empty: LAVS would accept it. */
  problems: LavsStoredProblem[];
  /** sha256 of the message without requestId. */
  fingerprint: string;
  /** The newest final report's PDF. */
  attachment: { fileId: number; fileName: string } | null;
}

/** A message's fingerprint: a registration whose data changed since has another. */
export function lavsFingerprint(message: LavsInventoryUpdate): string {
  const { requestId: _requestId, ...data } = message;
  return createHash('sha256').update(JSON.stringify(data)).digest('hex');
}

/** The field a path names, for its label: 'sources.2.buildingParts.0' → 'buildingParts'. */
const fieldOf = (path: string) =>
  path
    .split('.')
    .filter((part) => !/^[0-9]+$/.test(part))
    .at(-1) ?? path;

/** The value at a path of the message, as text (for a field of the wrong form). */
function valueAt(message: LavsInventoryUpdate, path: string): string {
  let value: unknown = message;
  for (const part of path.split('.')) {
    value = value !== null && typeof value === 'object' ? (value as never)[part] : undefined;
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The most specific place noted for a path: its own, else its parent's. */
function placeOf(places: ReadonlyMap<string, MessagePlace>, path: string): MessagePlace | null {
  const parts = path.split('.');
  for (let length = parts.length; length > 0; length--) {
    const place = places.get(parts.slice(0, length).join('.'));
    if (place) return place;
  }
  return null;
}

/** An issue of the registry's check as a problem in the survey's words, with where to fix it. */
function problemOf(built: BuiltLavsMessage, issue: LavsIssue): LavsStoredProblem {
  const place = placeOf(built.places, issue.path);
  const field = fieldOf(issue.path);
  const cause = built.causes.get(issue.path);
  if (cause) {
    return {
      messageKey: cause.messageKey,
      values: { ...place?.values, field, ...cause.values },
      link: cause.link ?? place?.link ?? null,
      path: issue.path,
    };
  }
  return {
    messageKey: `lavs.problem.${issue.code}`,
    values: {
      ...place?.values,
      field,
      ...(issue.code === 'format' && { value: valueAt(built.message, issue.path) }),
    },
    link: place?.link ?? null,
    path: issue.path,
  };
}

/**
 * The refused fields of a message (`lavsMessageIssues`, or the issues LAVS itself answered
 * to a sending of it) as problems in the survey's words, with where each is fixed. One
 * cause gives one problem, however many fields it empties; the request id is left out (it
 * is the sending's, not the survey's) and so are fields an extra problem of the builder
 * explains already.
 */
export function problemsForIssues(
  built: BuiltLavsMessage,
  issues: readonly LavsIssue[],
): LavsStoredProblem[] {
  const problems: LavsStoredProblem[] = [];
  const seen = new Set(
    built.extraProblems.map((problem) =>
      JSON.stringify([problem.messageKey, problem.values, problem.link]),
    ),
  );
  for (const issue of issues) {
    if (issue.path === 'requestId' || built.explained.has(issue.path)) continue;
    const problem = problemOf(built, issue);
    const key = JSON.stringify([problem.messageKey, problem.values, problem.link]);
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

/**
 * Builds the inventory's message and checks it as LAVS would (`lavsMessageIssues`): each
 * refused field a problem in the survey's words, with the problems the check cannot see
 * (no final report with a PDF, a sample still at the laboratory or without result). One
 * cause gives one problem, however many fields it empties. Reads only; the caller stores.
 * Throws AppError notFound for an inventory not of a property survey of the organisation.
 */
export async function verifyLavsInventory(
  db: Executor,
  organisationId: number,
  inventarisationId: number,
): Promise<LavsVerification> {
  const built = await buildLavsMessage(db, organisationId, inventarisationId);
  return {
    message: built.message,
    problems: [
      ...built.extraProblems,
      ...problemsForIssues(built, lavsMessageIssues(built.message)),
    ],
    fingerprint: lavsFingerprint(built.message),
    attachment: built.attachment,
  };
}

/**
 * A problem in the caller's language, e.g. 'Bron B02: materiaaltype "Kit" heeft geen
 * LAVS-code': the subject (`lavs.problem.subject.*`) and the field's name (`lavs.field.*`)
 * are translated with it, so a stored problem reads in whoever's language asks.
 */
export function problemMessage(problem: LavsStoredProblem, locale: Locale): string {
  const { values } = problem;
  const subject =
    typeof values.subject === 'string'
      ? translate(domainMessages, locale, `lavs.problem.subject.${values.subject}`, values)
      : '';
  const field =
    typeof values.field === 'string'
      ? translate(domainMessages, locale, `lavs.field.${values.field}`)
      : '';
  return translate(domainMessages, locale, problem.messageKey, { ...values, subject, field });
}

/**
 * Where the viewer fixes a problem: the admin screens are the managers' (a surveyor gets no
 * link there, the message names what a manager must do), except that the surveyor whose
 * certificate is missing fixes it on their own account.
 */
export function problemLink(
  problem: LavsStoredProblem,
  locale: Locale,
  viewer: { userId: number; manager: boolean },
): string | null {
  const link = problem.link;
  if (!link) return null;
  if (link.routeId === 'adminUserCertificates' && link.params.user === String(viewer.userId)) {
    return buildPath('accountCertificates', locale);
  }
  if (link.routeId.startsWith('admin') && !viewer.manager) return null;
  return buildPath(link.routeId as RouteId, locale, link.params);
}
