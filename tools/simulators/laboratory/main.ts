import { demoLabSimulator } from '@vezel/server/modules/survey-lab-orders/demo-simulator';
import { startLaboratorySimulator } from './simulator';

/**
 * The laboratory simulator as its own process (`npm start` starts it beside the server).
 * LAB_SIMULATOR_PORT (4020), LAB_SIMULATOR_HOST (127.0.0.1), LAB_SIMULATOR_USERS
 * ("user:password,..."; the demo laboratory's account by default) and
 * LAB_SIMULATOR_DELAY_MS (how long an analysis takes, 15 s).
 */
const users = Object.fromEntries(
  (process.env.LAB_SIMULATOR_USERS ?? `${demoLabSimulator.username}:${demoLabSimulator.password}`)
    .split(',')
    .map((pair) => pair.split(':'))
    .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
);

const simulator = await startLaboratorySimulator({
  port: Number(process.env.LAB_SIMULATOR_PORT ?? new URL(demoLabSimulator.url).port),
  host: process.env.LAB_SIMULATOR_HOST ?? '127.0.0.1',
  users,
  analyseAfterMs: Number(process.env.LAB_SIMULATOR_DELAY_MS ?? 15_000),
});
console.log(`Laboratory simulator listening on ${simulator.url}`);

const stop = () => {
  void simulator.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
