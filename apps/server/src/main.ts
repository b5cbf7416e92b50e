import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { demoOrganisations, demoPassword, demoUsers } from './db/seed/demo';

const roleNames = {
  1: 'surveyor (role 1)',
  2: 'manager (role 2)',
  3: 'administrator (role 3)',
} as const;
import { createLogger } from './logger';
import { startServer } from './server';

function printDemoLogins(url: string): void {
  const lines = [
    `Vezel runs on ${url}`,
    'Demo logins (password for all: ' + demoPassword + '):',
    ...demoUsers.map(
      (user) =>
        `  ${user.email.padEnd(22)} ${roleNames[user.roleId]}, ${demoOrganisations[user.organisation]}`,
    ),
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  // A promise nobody waited on is a defect to fix, not a reason to stop serving every firm.
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
  });
  try {
    const server = await startServer(config, logger);
    if (server.seeded) printDemoLogins(server.url);
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'stopping');
      void server.close().then(() => process.exit(0));
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    logger.fatal({ err: error }, 'Vezel could not start');
    process.exit(1);
  }
}

void main();
