import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lavsRequests } from '../../db/tables';
import { AppError } from '../../graphql/errors';

/**
 * Refuses to delete a survey or inventory that was sent to LAVS: its registration and every
 * exchange are the firm's proof of what it registered (LAVS keeps the inventory whatever
 * Vezel deletes). One only verified has nothing to prove and goes with it.
 */
export async function assertNotSentToLavs(
  tx: Executor,
  of: { surveyId: number } | { inventarisationId: number },
): Promise<void> {
  const [sent] = await tx
    .select({ id: lavsRequests.id })
    .from(lavsRequests)
    .where(
      and(
        'surveyId' in of
          ? eq(lavsRequests.surveyId, of.surveyId)
          : eq(lavsRequests.inventarisationId, of.inventarisationId),
        gt(lavsRequests.sendings, 0),
      ),
    )
    .limit(1);
  if (sent) throw new AppError('BAD_USER_INPUT', 'lavs.error.sentKept');
}
