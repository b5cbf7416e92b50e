import { demoLavsSimulator } from '@vezel/server/modules/lavs/demo-simulator';
import { startLavsSimulator } from './simulator';

/**
 * The LAVS simulator as its own process (`npm start` starts it beside the server).
 * LAVS_SIMULATOR_PORT (4010), LAVS_SIMULATOR_HOST (127.0.0.1), LAVS_SIMULATOR_USERS
 * ("user:password,..."), LAVS_SIMULATOR_ORGANISATIONS ("kvk/branch,...": the firms it knows)
 * and LAVS_SIMULATOR_DELAY_MS (how long processing a request takes, 3 s). The account and
 * the firm are the demo's (`demoLavsSimulator`) by default.
 */
const users = Object.fromEntries(
  (
    process.env.LAVS_SIMULATOR_USERS ??
    `${demoLavsSimulator.username}:${demoLavsSimulator.password}`
  )
    .split(',')
    .map((pair) => pair.split(':'))
    .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
);
const organisations = (
  process.env.LAVS_SIMULATOR_ORGANISATIONS ??
  `${demoLavsSimulator.kvkNumber}/${demoLavsSimulator.branchNumber}`
)
  .split(',')
  .map((pair) => pair.trim().split('/'))
  .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== '')
  .map(([kvkNumber, branchNumber]) => ({ kvkNumber, branchNumber }));

const simulator = await startLavsSimulator({
  port: Number(process.env.LAVS_SIMULATOR_PORT ?? new URL(demoLavsSimulator.url).port),
  host: process.env.LAVS_SIMULATOR_HOST ?? '127.0.0.1',
  users,
  organisations,
  processingMs: Number(process.env.LAVS_SIMULATOR_DELAY_MS ?? 3000),
});
console.log(`LAVS simulator listening on ${simulator.url}`);

const stop = () => {
  void simulator.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
