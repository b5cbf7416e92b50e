export { loadConfig, type Config } from './config';
export { startServer, type RunningServer } from './server';
export { demoPassword, demoUsers, demoOrganisations } from './db/seed/demo';
