import { validateValue, type RuleSpec } from '@vezel/domain';
import { lavsSettingsResource } from '@vezel/domain/lavs/settings';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lavsSettings } from '../../db/tables';
import { builder } from '../../graphql/builder';
import { organisationOf } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { Access, ResourceBinding, ResourceValues } from '../../resources/binding';
import { declaredColumns } from '../../resources/declared-columns';
import { declaredObjectType } from '../../resources/object-type';
import { registerResource } from '../../resources/register';
import { updateRow } from '../../resources/rows';
import type { SecretBox } from '../../secrets/secret-box';
import type { LavsConnection } from './registry';
import { demoLavsSimulator } from './demo-simulator';

export type LavsSettingsRow = typeof lavsSettings.$inferSelect;

/** The organisation's row, inserted empty (ON CONFLICT DO NOTHING) when there is none. */
export async function loadLavsSettings(
  db: Executor,
  organisationId: number,
): Promise<LavsSettingsRow> {
  const [existing] = await db
    .select()
    .from(lavsSettings)
    .where(eq(lavsSettings.organisationId, organisationId));
  if (existing) return existing;
  // Two first reads at once both insert: the unique index keeps one, the other reads it.
  await db.insert(lavsSettings).values({ organisationId }).onConflictDoNothing();
  const [made] = await db
    .select()
    .from(lavsSettings)
    .where(eq(lavsSettings.organisationId, organisationId));
  if (!made) throw new Error(`lavs_settings of organisation ${organisationId} missing`);
  return made;
}

/** Endpoint, username and unsealed password; null while any is missing. */
export function lavsConnectionOf(
  settings: LavsSettingsRow,
  secrets: SecretBox,
): LavsConnection | null {
  if (!settings.endpoint || !settings.username || !settings.passwordSealed) return null;
  return {
    endpoint: settings.endpoint,
    username: settings.username,
    password: secrets.open(settings.passwordSealed),
  };
}

/** Whether the settings point at the demo's LAVS simulator (the screens say it is no registry). */
export const isDemoSimulator = (settings: Pick<LavsSettingsRow, 'endpoint'>): boolean =>
  settings.endpoint.replace(/\/+$/, '') === demoLavsSimulator.url;

export const LavsSettingsRef = declaredObjectType(lavsSettingsResource, lavsSettings, {
  description:
    "The organisation's connection to LAVS; the password is never sent, only whether one is set",
  rowFields: ['updated_at'],
  fields: (t) => ({
    has_password: t.boolean({
      description: 'Whether a password is stored; the password itself never leaves the server',
      resolve: (row) => row.passwordSealed !== null,
    }),
    simulator: t.boolean({
      description: "The endpoint is the demo LAVS simulator's address, not LAVS itself",
      resolve: isDemoSimulator,
    }),
  }),
});

/** The declaration's rule that production goes over https, run on the row as saved. */
const httpsForProduction: RuleSpec[] = lavsSettingsResource.fields[0].rules.filter(
  (rule) => rule.rule === 'httpsWhen',
);

/** The password column after an input: sealed when one is typed, kept when left empty. */
function sealedPassword(access: Access, value: ResourceValues[string] | undefined) {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return access.secrets.seal(value);
}

/**
 * One row per organisation, made by `lavsSettings` on first read and kept with the
 * organisation: the generic update mutation saves into it with the declaration's rules, a
 * create saves into it too, and a delete empties it (the firm is no longer connected).
 */
export const lavsSettingsBinding: ResourceBinding<LavsSettingsRow> = {
  declaration: lavsSettingsResource,
  ref: LavsSettingsRef,
  async find(tx, { organisationId }, id) {
    const [row] = await tx
      .select()
      .from(lavsSettings)
      .where(eq(lavsSettings.organisationId, organisationId));
    return row && row.id === id ? row : null;
  },
  findConnection: () => Promise.resolve(null),
  async insert(tx, access, values) {
    // The organisation has its row already (or gets it now): a create saves into it.
    const row = await loadLavsSettings(tx, access.organisationId);
    return this.update(tx, access, row, values);
  },
  async update(tx, access, row, values) {
    // The declaration checks the fields given; a production environment saved without
    // its address (or the reverse) is checked against what the row keeps.
    const environment = values.environment ?? row.environment;
    const endpoint = values.endpoint ?? row.endpoint;
    const refused = badInput({
      endpoint: validateValue(endpoint, httpsForProduction, { values: { environment } }),
    });
    if (refused) throw refused;
    const passwordSealed = sealedPassword(access, values.password);
    return updateRow(tx, lavsSettings, row.id, {
      ...declaredColumns(lavsSettingsResource, lavsSettings, values, { password: null }),
      ...(passwordSealed !== undefined && { passwordSealed }),
    });
  },
  async remove(tx, row) {
    // Emptied rather than deleted: the organisation keeps its one row.
    await updateRow(tx, lavsSettings, row.id, {
      endpoint: '',
      kvkNumber: '',
      branchNumber: '',
      username: '',
      passwordSealed: null,
      environment: 'test',
    });
  },
};

registerResource(lavsSettingsBinding);

builder.queryField('lavsSettings', (t) =>
  t.field({
    type: LavsSettingsRef,
    description: "The organisation's LAVS settings (managers), made empty on the first read",
    authScopes: { manager: true },
    resolve: (_root, _args, context) => loadLavsSettings(context.db, organisationOf(context)),
  }),
);
