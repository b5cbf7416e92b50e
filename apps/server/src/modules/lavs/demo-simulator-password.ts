import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lavsSettings } from '../../db/tables';
import type { SecretBox } from '../../secrets/secret-box';
import { demoLavsSimulator } from './demo-simulator';

/**
 * The demo firm's LAVS settings get the simulator's password on the first start: the seed
 * cannot seal it (the key is the server's), and a demo that registers at the simulator at
 * once shows the whole loop. Only settings at the simulator's address without a password
 * are touched.
 */
export async function sealDemoLavsPassword(db: Database, secrets: SecretBox): Promise<void> {
  await db
    .update(lavsSettings)
    .set({ passwordSealed: secrets.seal(demoLavsSimulator.password) })
    .where(
      and(
        eq(lavsSettings.endpoint, demoLavsSimulator.url),
        eq(lavsSettings.username, demoLavsSimulator.username),
        isNull(lavsSettings.passwordSealed),
      ),
    );
}
