import { iframeOrigin } from '@vezel/domain';
import { eq } from 'drizzle-orm';
import type { IncomingMessage } from 'node:http';
import { sessionTokenFromHeaders } from '../../auth/cookies';
import { organisations } from '../../db/tables';
import type { Services } from '../../graphql/context';
import { loadViewer } from '../accounts/viewer';

/**
 * The origin of the signed-in user's organisation's external survey page, which the app's
 * page may frame (its CSP's frame-src); null without a session or a page set.
 */
export async function surveyFrameOrigin(
  req: IncomingMessage,
  services: Pick<Services, 'db' | 'config'>,
): Promise<string | null> {
  const token = sessionTokenFromHeaders(req.headers.authorization, req.headers.cookie);
  const viewer = token ? await loadViewer(services.db, token, services.config) : null;
  if (viewer?.organisationId == null) return null;
  const [organisation] = await services.db
    .select({ url: organisations.surveyIframeUrl })
    .from(organisations)
    .where(eq(organisations.id, viewer.organisationId));
  return organisation ? iframeOrigin(organisation.url) : null;
}
