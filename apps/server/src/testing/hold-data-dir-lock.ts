import { lockDataDir } from '../db/data-dir-lock';

// A server stand-in for the lock tests: takes the data folder's lock, says so, and holds
// it until it is killed.
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-data-dir-lock.ts <data folder>');
await lockDataDir(dataDir);
process.stdout.write('locked\n');
setInterval(() => undefined, 60_000);
