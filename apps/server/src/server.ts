import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Config } from './config';
import { lockDataDir } from './db/data-dir-lock';
import { migrateAndPrepare, openPglite, openPostgres, type DatabaseHandle } from './db/client';
import { seedDemo } from './db/seed/demo';
import { LoginRateLimiter, ResetMailLimiter } from './auth/rate-limit';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer';
import { fileStore, removeAbandonedUploads } from './files/storage';
import { loadSecretBox } from './secrets/secret-box';
import { createLogger, type Logger } from './logger';
import { createApp, type App } from './http/app';
import { createJobRunner } from './jobs/runner';
import { sealDemoSimulatorPassword } from './modules/survey-lab-orders/demo-simulator-password';
import { sealDemoLavsPassword } from './modules/lavs/demo-simulator-password';

/** How often the database's statistics are refreshed (see DatabaseHandle.maintain). */
const maintenanceInterval = 10 * 60 * 1000;

export interface RunningServer {
  url: string;
  port: number;
  database: DatabaseHandle;
  app: App;
  seeded: boolean;
  close(): Promise<void>;
}

/**
 * Opens the database (PGlite in DATA_DIR unless DATABASE_URL), migrates it, seeds the demo
 * when it should, and listens. Everything it opened is closed again by close().
 */
export async function startServer(
  config: Config,
  logger: Logger = createLogger(config.logLevel),
): Promise<RunningServer> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) =>
        logger.error({ err: error }, 'error while shutting down'),
      );
    }
  };
  try {
    if (!config.databaseUrl) cleanups.push(await lockDataDir(config.dataDir));
    // Uploads cut off by a crash or kill -9 of a previous run. The embedded database's lock
    // makes the folder ours alone; servers sharing a PostgreSQL may share it.
    const abandonedUploads = await removeAbandonedUploads(config.dataDir, {
      exclusive: !config.databaseUrl,
    });
    if (abandonedUploads > 0) {
      logger.info({ files: abandonedUploads }, 'removed unfinished uploads of a previous run');
    }
    const database = config.databaseUrl
      ? await openPostgres(config.databaseUrl, (error) =>
          logger.warn({ err: error }, 'a database connection was closed by the server'),
        )
      : await openPglite(path.join(config.dataDir, 'pglite'));
    cleanups.push(() => database.close());
    const { seeded } = await migrateAndPrepare(database, async () =>
      config.demoData ? seedDemo(database.db, fileStore(config.dataDir)) : false,
    );
    const maintenance = setInterval(() => {
      database
        .maintain()
        .catch((error: unknown) => logger.warn({ err: error }, 'database maintenance failed'));
    }, maintenanceInterval);
    maintenance.unref();
    cleanups.push(() => Promise.resolve(clearInterval(maintenance)));

    const redis = config.redisUrl
      ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
      : undefined;
    if (redis) cleanups.push(() => redis.quit());
    const mailer = config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom, logger)
      : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, logger);
    const services = {
      config,
      db: database.db,
      logger,
      mailer,
      files: fileStore(config.dataDir),
      secrets: loadSecretBox(config.dataDir, config.secretKey),
    };
    if (seeded) {
      await sealDemoSimulatorPassword(database.db, services.secrets);
      await sealDemoLavsPassword(database.db, services.secrets);
    }
    const app = createApp(
      {
        ...services,
        loginLimiter: new LoginRateLimiter(undefined, redis),
        resetMailLimiter: new ResetMailLimiter(redis),
      },
      database.kind,
    );
    // Durable work (sending lab orders, fetching their results): every server runs one;
    // the queue's row locks keep two from taking the same job.
    // The report PDF job opens the app's own print page: at the address we listen on, not
    // PUBLIC_URL (a proxy's address may not be reachable from here).
    const listening: { url?: string } = {};
    const jobRunner = createJobRunner(
      { ...services, appUrl: () => listening.url },
      { backoffMs: config.jobRetryMs },
    );
    jobRunner.start();
    cleanups.push(() => jobRunner.stop());

    const server = http.createServer(app.handle);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, resolve);
    });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    const { port, address, family } = server.address() as AddressInfo;
    const anyAddress = address === '0.0.0.0' || address === '::';
    const host = anyAddress ? '127.0.0.1' : family === 'IPv6' ? `[${address}]` : address;
    listening.url = `http://${host}:${port}`;
    const url = config.port === port ? config.publicUrl : `http://localhost:${port}`;
    logger.info({ url, database: database.kind }, 'Vezel is listening');
    return { url, port, database, app, seeded, close };
  } catch (error) {
    await close();
    throw error;
  }
}
