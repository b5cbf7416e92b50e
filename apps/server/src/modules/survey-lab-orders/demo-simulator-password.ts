import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { laboratories } from '../../db/tables';
import type { SecretBox } from '../../secrets/secret-box';
import { demoLabSimulator } from './demo-simulator';

/**
 * The demo's API laboratory gets the simulator's password on the first start: the seed
 * cannot seal it (the key is the server's), and a demo that orders from the simulator at
 * once shows the whole loop. Only a laboratory at the simulator's address without a
 * password is touched.
 */
export async function sealDemoSimulatorPassword(db: Database, secrets: SecretBox): Promise<void> {
  await db
    .update(laboratories)
    .set({ apiPasswordSealed: secrets.seal(demoLabSimulator.password) })
    .where(
      and(
        eq(laboratories.apiUrl, demoLabSimulator.url),
        eq(laboratories.apiUsername, demoLabSimulator.username),
        isNull(laboratories.apiPasswordSealed),
      ),
    );
}
