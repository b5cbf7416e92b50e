// Prints the server's GraphQL schema where the web's typed documents read it
// (apps/web/src/graphql/schema.graphql), so `npm run typecheck` checks the web's documents
// against the schema the server really has. `--check` only says whether the file is current.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '@vezel/server/graphql/schema';

const target = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/src/graphql/schema.graphql',
);
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;
const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';

if (process.argv.includes('--check')) {
  if (current !== printed) {
    process.stderr.write(`${target} is not the server's schema: run npm run schema\n`);
    process.exit(1);
  }
} else if (current !== printed) {
  fs.writeFileSync(target, printed);
}
