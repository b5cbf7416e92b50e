import { and, asc, eq, inArray } from 'drizzle-orm';
import { accountFields, roleIds, userResource } from '@vezel/domain';
import { hashPassword } from '../../auth/passwords';
import { newToken } from '../../auth/tokens';
import {
  organisations,
  userCapabilities,
  userProfiles,
  users,
  variableItems,
  variableSets,
} from '../../db/tables';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { findFile } from '../../files/schema';
import { builder } from '../../graphql/builder';
import { organisationOf, viewerOf, type Context } from '../../graphql/context';
import { AppError, forbidden } from '../../graphql/errors';
import { inviteMail } from '../../mail/templates';
import {
  accessOf,
  checkValues,
  cleanInput,
  registerResource,
  toId,
} from '../../resources/register';
import type { ResourceValues } from '../../resources/binding';
import {
  equipmentBinding,
  equipmentCertificateBinding,
  userCertificateBinding,
} from './people-bindings';
import { manageableProfile } from './profile-access';
import { UserRef } from './schema';
import { issuePasswordLink, normaliseEmail } from './service';

export const inviteLifetimeMs = 3 * 24 * 60 * 60 * 1000;
const signatureTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

registerResource(userCertificateBinding);
registerResource(equipmentBinding);
registerResource(equipmentCertificateBinding);

function personValues(values: ResourceValues) {
  const optional = (value: unknown) =>
    value === undefined ? undefined : String(value ?? '') || null;
  return {
    ...(values.name !== undefined && { name: String(values.name) }),
    ...(values.tussenvoegsel !== undefined && { surnamePrefix: optional(values.tussenvoegsel) }),
    ...(values.achternaam !== undefined && { surname: optional(values.achternaam) }),
    ...(values.phone_number !== undefined && { phoneNumber: optional(values.phone_number) }),
  };
}

/** The address belongs to a user of the caller's own organisation, whom they can see anyway. */
const emailTaken = () =>
  new AppError('BAD_USER_INPUT', 'error.emailTaken', undefined, {
    email: { key: 'error.emailTaken' },
  });

/**
 * Any other address a new user cannot get: it says nothing about who has it, or where.
 * E-mail addresses are unique over all organisations (they are the login), so an address
 * of another firm's user cannot be given to a second account.
 */
const emailUnavailable = () =>
  new AppError('BAD_USER_INPUT', 'error.emailUnavailable', undefined, {
    email: { key: 'error.emailUnavailable' },
  });

/** Only an administrator makes or unmakes administrators. */
function assertMayGiveRole(context: Context, roleId: number) {
  if (roleId === roleIds.administrator && !viewerOf(context).permissions.administrator)
    throw forbidden();
}

const UserCreateInput = builder.inputType('UserCreateInput', {
  fields: (t) => ({
    email: t.string(),
    name: t.string(),
    tussenvoegsel: t.string(),
    achternaam: t.string(),
    phone_number: t.string(),
    role: t.string(),
  }),
});
const UserUpdateInput = builder.inputType('UserUpdateInput', {
  fields: (t) => ({
    name: t.string(),
    tussenvoegsel: t.string(),
    achternaam: t.string(),
    phone_number: t.string(),
    role: t.string(),
  }),
});
const AccountInput = builder.inputType('AccountInput', {
  fields: (t) => ({
    name: t.string(),
    tussenvoegsel: t.string(),
    achternaam: t.string(),
    phone_number: t.string(),
  }),
});

async function userOfOrganisation(tx: Executor, context: Context, userId: number) {
  const [row] = await tx
    .select({ user: users, profile: userProfiles })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(userProfiles.organisationId, organisationOf(context))));
  return row ?? null;
}

builder.queryFields((t) => ({
  users: t.field({
    type: [UserRef],
    description: "The organisation's users (managers)",
    authScopes: { manager: true },
    resolve: (_root, _args, context) =>
      context.db
        .select({ user: users })
        .from(users)
        .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(eq(userProfiles.organisationId, organisationOf(context)))
        .orderBy(asc(users.name), asc(users.surname))
        .then((rows) => rows.map((row) => row.user)),
  }),
  user: t.field({
    type: UserRef,
    nullable: true,
    description: 'A user of the organisation: managers see everyone, others only themselves',
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const profile = await manageableProfile(context.db, accessOf(context), toId(args.id));
      if (!profile) return null;
      return (await userOfOrganisation(context.db, context, profile.userId))?.user ?? null;
    },
  }),
}));

builder.mutationFields((t) => ({
  createUser: t.field({
    type: UserRef,
    description: 'Adds a user to the organisation and mails them a link to choose a password',
    authScopes: { manager: true },
    args: { input: t.arg({ type: UserCreateInput, required: true }) },
    resolve: async (_root, args, context) => {
      const values: ResourceValues = { role: String(roleIds.surveyor), ...cleanInput(args.input) };
      checkValues(userResource, values, true);
      const roleId = Number(values.role);
      assertMayGiveRole(context, roleId);
      const email = normaliseEmail(String(values.email));
      const organisationId = organisationOf(context);
      // Nobody knows this password: the invitation link sets the real one. Hashed before
      // the transaction, which stays short.
      const unusablePassword = await hashPassword(newToken());
      const { user, link, organisationName } = await context.db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: users.id, organisationId: userProfiles.organisationId })
          .from(users)
          .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
          .where(eq(users.email, email));
        if (taken) {
          if (taken.organisationId === organisationId) throw emailTaken();
          context.logger.info(
            { organisationId, userId: viewerOf(context).userId },
            'createUser refused an address in use outside the organisation',
          );
          throw emailUnavailable();
        }
        const [created] = await tx
          .insert(users)
          .values({
            email,
            username: email,
            name: String(values.name),
            ...personValues(values),
            locale: context.locale,
            passwordHash: unusablePassword,
          })
          .returning()
          .catch((error: unknown) => {
            // Taken meanwhile, by whom is nobody's business here.
            if (isUniqueViolation(error)) throw emailUnavailable();
            throw error;
          });
        if (!created) throw new Error('user insert returned nothing');
        await tx.insert(userProfiles).values({ userId: created.id, organisationId, roleId });
        const [organisation] = await tx
          .select()
          .from(organisations)
          .where(eq(organisations.id, organisationId));
        const invitation = await issuePasswordLink(
          { config: context.config, db: tx },
          created.id,
          context.locale,
          inviteLifetimeMs,
        );
        return { user: created, link: invitation, organisationName: organisation?.name ?? '' };
      });
      await context.mailer.send(
        inviteMail(context.locale, user.email, user.name, organisationName, link),
      );
      return user;
    },
  }),
  updateUser: t.field({
    type: UserRef,
    authScopes: { manager: true },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: UserUpdateInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const values = cleanInput(args.input);
      checkValues(userResource, values, false);
      return context.db.transaction(async (tx) => {
        const found = await userOfOrganisation(tx, context, toId(args.id));
        if (!found) throw new AppError('NOT_FOUND', 'error.recordNotFound');
        if (values.role !== undefined) {
          const roleId = Number(values.role);
          if (roleId !== found.profile.roleId) {
            if (found.profile.id === viewerOf(context).profileId)
              throw new AppError('FORBIDDEN', 'error.notOnYourself');
            assertMayGiveRole(context, roleId);
            assertMayGiveRole(context, found.profile.roleId);
            await tx
              .update(userProfiles)
              .set({ roleId })
              .where(eq(userProfiles.id, found.profile.id));
          }
        }
        const [updated] = await tx
          .update(users)
          .set({ ...personValues(values), updatedAt: new Date() })
          .where(eq(users.id, found.user.id))
          .returning();
        if (!updated) throw new Error('user update returned nothing');
        return updated;
      });
    },
  }),
  deleteUser: t.field({
    type: 'ID',
    authScopes: { manager: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.db.transaction(async (tx) => {
        const found = await userOfOrganisation(tx, context, toId(args.id));
        if (!found) throw new AppError('NOT_FOUND', 'error.recordNotFound');
        if (found.profile.id === viewerOf(context).profileId)
          throw new AppError('FORBIDDEN', 'error.notOnYourself');
        assertMayGiveRole(context, found.profile.roleId);
        await tx.delete(users).where(eq(users.id, found.user.id));
        return found.user.id;
      }),
  }),
  updateMyAccount: t.field({
    type: UserRef,
    description: 'The logged-in user changes their own name and phone number',
    args: { input: t.arg({ type: AccountInput, required: true }) },
    resolve: async (_root, args, context) => {
      const values = cleanInput(args.input);
      checkValues({ ...userResource, fields: accountFields }, values, false);
      const [updated] = await context.db
        .update(users)
        .set({ ...personValues(values), updatedAt: new Date() })
        .where(eq(users.id, viewerOf(context).userId))
        .returning();
      if (!updated) throw new Error('account update returned nothing');
      return updated;
    },
  }),
  setUserCapabilities: t.field({
    type: UserRef,
    description: 'What a user may do: items of inventarisatie_user_capabilities (managers)',
    authScopes: { manager: true },
    args: { userId: t.arg.id({ required: true }), capabilityIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, context) =>
      context.db.transaction(async (tx) => {
        const found = await userOfOrganisation(tx, context, toId(args.userId));
        if (!found) throw new AppError('NOT_FOUND', 'error.recordNotFound');
        const wanted = [...new Set(args.capabilityIds.map((id) => toId(String(id))))];
        const current = await tx
          .select({ id: userCapabilities.capabilityItemId })
          .from(userCapabilities)
          .where(eq(userCapabilities.profileId, found.profile.id));
        const currentIds = new Set(current.map((row) => row.id));
        const added = wanted.filter((id) => !currentIds.has(id));
        // A capability already held may stay when it was made inactive; new ones must be active.
        const valid = added.length
          ? await tx
              .select({ id: variableItems.id })
              .from(variableItems)
              .innerJoin(variableSets, eq(variableSets.id, variableItems.variableSetId))
              .where(
                and(
                  inArray(variableItems.id, added),
                  eq(variableItems.list, 'inventarisatie_user_capabilities'),
                  eq(variableItems.active, true),
                  eq(variableSets.organisationId, organisationOf(context)),
                ),
              )
          : [];
        if (valid.length !== added.length) throw new AppError('NOT_FOUND', 'error.recordNotFound');
        await tx.delete(userCapabilities).where(eq(userCapabilities.profileId, found.profile.id));
        if (wanted.length) {
          await tx
            .insert(userCapabilities)
            .values(
              wanted.map((capabilityItemId) => ({ profileId: found.profile.id, capabilityItemId })),
            );
        }
        return found.user;
      }),
  }),
  setUserSignature: t.field({
    type: UserRef,
    description:
      'The signature image (drawn or uploaded) of a user; managers for anyone, users for themselves',
    authScopes: { member: true },
    args: { userId: t.arg.id({ required: true }), fileId: t.arg.id() },
    resolve: (_root, args, context) =>
      context.db.transaction(async (tx) => {
        const profile = await manageableProfile(tx, accessOf(context), toId(args.userId));
        if (!profile) throw new AppError('NOT_FOUND', 'error.recordNotFound');
        let fileId: number | null = null;
        if (args.fileId) {
          const file = await findFile(
            tx,
            organisationOf(context),
            toId(String(args.fileId)),
            signatureTypes,
          );
          if (!file) throw new AppError('BAD_USER_INPUT', 'error.fileTypeInvalid');
          fileId = file.id;
        }
        await tx
          .update(userProfiles)
          .set({ signatureFileId: fileId })
          .where(eq(userProfiles.id, profile.id));
        const [user] = await tx.select().from(users).where(eq(users.id, profile.userId));
        if (!user) throw new Error('user of profile missing');
        return user;
      }),
  }),
}));
