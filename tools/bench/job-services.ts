import path from 'node:path';
import { loadConfig } from '@vezel/server/config';
import type { Database } from '@vezel/server/db/client';
import { fileStore } from '@vezel/server/files/storage';
import type { JobServices } from '@vezel/server/jobs/queue';
import { createLogger } from '@vezel/server/logger';
import { createOutboxMailer } from '@vezel/server/mail/mailer';
import { loadSecretBox } from '@vezel/server/secrets/secret-box';

/** The job runner's services for a bench in `dataDir`: silent, mail to its outbox. */
export function benchJobServices(dataDir: string, db: Database) {
  const logger = createLogger('silent');
  return {
    config: loadConfig({ DATA_DIR: dataDir }),
    db,
    logger,
    mailer: createOutboxMailer(path.join(dataDir, 'outbox'), 'bench@vezel.test', logger),
    files: fileStore(dataDir),
    secrets: loadSecretBox(dataDir, undefined),
  } satisfies JobServices;
}
