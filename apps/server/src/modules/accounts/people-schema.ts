import {
  equipmentCertificateResource,
  equipmentResource,
  userCertificateResource,
} from '@vezel/domain';
import { and, asc, eq } from 'drizzle-orm';
import {
  equipment,
  equipmentCertificates,
  userCapabilities,
  userCertificates,
  userProfiles,
  variableItems,
} from '../../db/tables';
import { FileRef, loadFile } from '../../files/schema';
import { builder, type BuilderTypes } from '../../graphql/builder';
import { organisationOf, type Context } from '../../graphql/context';
import { declaredObjectType } from '../../resources/object-type';
import { VariableItemRef } from '../../resources/variable-items';
import { UserRef } from './schema';

export type UserCertificateRow = typeof userCertificates.$inferSelect;
export type EquipmentRow = typeof equipment.$inferSelect;
export type EquipmentCertificateRow = typeof equipmentCertificates.$inferSelect;

function validUntil(validFrom: string, years: number): string {
  // 29 February plus whole years falls on 28 February when the later year is no leap year.
  const [year = 0, month = 1, day = 1] = validFrom.split('-').map(Number);
  const until = new Date(Date.UTC(year + years, month - 1, day));
  if (until.getUTCMonth() !== month - 1) until.setUTCDate(0);
  return until.toISOString().slice(0, 10);
}

/** Validity per spec section 9 is in years: valid until the same day N years later. */
const validUntilField = <Row extends { validFrom: string; validityYears: number }>(
  t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, Row>,
) =>
  t.string({
    description: 'YYYY-MM-DD',
    resolve: (row) => validUntil(row.validFrom, row.validityYears),
  });

export const UserCertificateRef = declaredObjectType(userCertificateResource, userCertificates, {
  description: 'A personal certificate (DIA, DAV, VCA...) of a user',
  fields: (t) => ({
    valid_until: validUntilField(t),
    certificate_type: t.field({
      type: VariableItemRef,
      resolve: async (row, _args, context) => {
        const [item] = await context.db
          .select()
          .from(variableItems)
          .where(eq(variableItems.id, row.typeItemId));
        if (!item) throw new Error(`certificate type ${row.typeItemId} missing`);
        return item;
      },
    }),
  }),
});

export const EquipmentCertificateRef = declaredObjectType(
  equipmentCertificateResource,
  equipmentCertificates,
  {
    description: 'A certificate of a piece of equipment',
    fields: (t) => ({ valid_until: validUntilField(t) }),
  },
);

export const EquipmentRef = declaredObjectType(equipmentResource, equipment, {
  description: 'uitrusting: a piece of equipment of a user, with certificates of its own',
  rowFields: ['created_at'],
  fields: (t) => ({
    equipment_type: t.field({
      type: VariableItemRef,
      resolve: async (row, _args, context) => {
        const [item] = await context.db
          .select()
          .from(variableItems)
          .where(eq(variableItems.id, row.typeItemId));
        if (!item) throw new Error(`equipment type ${row.typeItemId} missing`);
        return item;
      },
    }),
    certificates: t.field({
      type: [EquipmentCertificateRef],
      resolve: (row, _args, context) =>
        context.db
          .select()
          .from(equipmentCertificates)
          .where(eq(equipmentCertificates.equipmentId, row.id))
          .orderBy(asc(equipmentCertificates.validFrom)),
    }),
  }),
});

async function profileOf(context: Context, userId: number) {
  const [profile] = await context.db
    .select()
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.userId, userId),
        eq(userProfiles.organisationId, organisationOf(context)),
      ),
    );
  return profile ?? null;
}

/** What the account and admin-user screens show of a person; the queries that reach a User check who may see it. */
builder.objectFields(UserRef, (t) => ({
  capabilities: t.field({
    type: [VariableItemRef],
    resolve: async (user, _args, context) => {
      const profile = await profileOf(context, user.id);
      if (!profile) return [];
      return context.db
        .select({ item: variableItems })
        .from(userCapabilities)
        .innerJoin(variableItems, eq(variableItems.id, userCapabilities.capabilityItemId))
        .where(eq(userCapabilities.profileId, profile.id))
        .orderBy(asc(variableItems.sortIndex))
        .then((rows) => rows.map((row) => row.item));
    },
  }),
  certificates: t.field({
    type: [UserCertificateRef],
    resolve: async (user, _args, context) => {
      const profile = await profileOf(context, user.id);
      if (!profile) return [];
      return context.db
        .select()
        .from(userCertificates)
        .where(eq(userCertificates.profileId, profile.id))
        .orderBy(asc(userCertificates.validFrom), asc(userCertificates.id));
    },
  }),
  equipment: t.field({
    type: [EquipmentRef],
    resolve: async (user, _args, context) => {
      const profile = await profileOf(context, user.id);
      if (!profile) return [];
      return context.db
        .select()
        .from(equipment)
        .where(eq(equipment.profileId, profile.id))
        .orderBy(asc(equipment.name));
    },
  }),
  signature: t.field({
    type: FileRef,
    nullable: true,
    resolve: async (user, _args, context) => {
      const profile = await profileOf(context, user.id);
      return profile ? loadFile(context, organisationOf(context), profile.signatureFileId) : null;
    },
  }),
}));
