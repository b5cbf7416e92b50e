import { eq } from 'drizzle-orm';
import { defaultLocale, isLocale, permissionsFor } from '@vezel/domain';
import { builder } from '../../graphql/builder';
import { viewerOf, type Context } from '../../graphql/context';
import { organisations, roles, userProfiles, users } from '../../db/tables';
import { clearedSessionCookie, sessionCookie } from '../../auth/cookies';
import { loadOrganisation, OrganisationRef } from '../variables/schema';
import { fullName } from './full-name';
import {
  changePassword,
  login,
  requestPasswordReset,
  resetPassword,
  revokeSession,
  updateLocale,
} from './service';

type UserRow = typeof users.$inferSelect;
type ProfileRow = typeof userProfiles.$inferSelect & {
  /** Read with the profile (one query for the shell's `me`). */
  role?: typeof roles.$inferSelect;
  organisationRow?: typeof organisations.$inferSelect;
};

const PermissionsRef = builder.simpleObject('Permissions', {
  fields: (t) => ({
    manager: t.boolean(),
    administrator: t.boolean(),
    subscription: t.boolean(),
    developer: t.boolean(),
  }),
});

const SurveyRoleRef = builder.objectRef<typeof roles.$inferSelect>('SurveyRole').implement({
  description: 'inventarisatie_rol: 1 surveyor, 2 manager, 3 administrator',
  fields: (t) => ({
    id: t.exposeID('id'),
    value: t.exposeString('name'),
  }),
});

const SurveyUserProfileRef = builder.objectRef<ProfileRow>('SurveyUserProfile').implement({
  description: "inventarisatie_user: the user's place and role in an organisation",
  fields: (t) => ({
    id: t.exposeID('id'),
    inventarisatie_rol: t.field({
      type: SurveyRoleRef,
      resolve: async (profile, _args, context) => {
        if (profile.role) return profile.role;
        const [role] = await context.db.select().from(roles).where(eq(roles.id, profile.roleId));
        if (!role) throw new Error(`role ${profile.roleId} missing`);
        return role;
      },
    }),
    organisation: t.field({
      type: OrganisationRef,
      resolve: (profile, _args, context) =>
        profile.organisationRow ?? loadOrganisation(context, profile.organisationId),
    }),
  }),
});

export const UserRef = builder.objectRef<UserRow>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    username: t.exposeString('username'),
    achternaam: t.exposeString('surname', { nullable: true }),
    tussenvoegsel: t.exposeString('surnamePrefix', { nullable: true }),
    full_name: t.string({ resolve: fullName }),
    locale: t.exposeString('locale'),
    country: t.exposeString('country', { nullable: true }),
    phone_number: t.exposeString('phoneNumber', { nullable: true }),
    inventarisatie_user: t.field({
      type: SurveyUserProfileRef,
      nullable: true,
      resolve: async (user, _args, context) => {
        const [row] = await context.db
          .select({ profile: userProfiles, role: roles, organisationRow: organisations })
          .from(userProfiles)
          .innerJoin(roles, eq(roles.id, userProfiles.roleId))
          .innerJoin(organisations, eq(organisations.id, userProfiles.organisationId))
          .where(eq(userProfiles.userId, user.id));
        return row
          ? { ...row.profile, role: row.role, organisationRow: row.organisationRow }
          : null;
      },
    }),
    permissions: t.field({
      type: PermissionsRef,
      resolve: async (user, _args, context) => {
        if (context.viewer?.userId === user.id) return context.viewer.permissions;
        const [profile] = await context.db
          .select()
          .from(userProfiles)
          .where(eq(userProfiles.userId, user.id));
        return permissionsFor(user.id, profile?.roleId, context.config);
      },
    }),
  }),
});

async function loadUser(context: Pick<Context, 'db'>, userId: number): Promise<UserRow> {
  const [user] = await context.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} missing`);
  return user;
}

const LoginPayloadRef = builder
  .objectRef<{ token: string; expiresAt: Date; user: UserRow }>('LoginPayload')
  .implement({
    fields: (t) => ({
      token: t.exposeString('token', {
        description:
          'Also set as the HttpOnly session cookie; send it as a bearer token from API clients',
      }),
      expires_at: t.expose('expiresAt', { type: 'DateTime' }),
      user: t.field({ type: UserRef, resolve: (payload) => payload.user }),
    }),
  });

builder.queryField('me', (t) =>
  t.field({
    type: UserRef,
    resolve: (_root, _args, context) => loadUser(context, viewerOf(context).userId),
  }),
);

builder.mutationFields((t) => ({
  login: t.field({
    type: LoginPayloadRef,
    skipTypeScopes: true,
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const result = await login(context, args.email, args.password);
      context.responseCookies.push(
        sessionCookie(result.token, result.expiresAt, context.config.secureCookies),
      );
      return {
        token: result.token,
        expiresAt: result.expiresAt,
        user: await loadUser(context, result.userId),
      };
    },
  }),
  logout: t.boolean({
    resolve: async (_root, _args, context) => {
      await revokeSession(context, viewerOf(context).sessionId);
      context.responseCookies.push(clearedSessionCookie(context.config.secureCookies));
      return true;
    },
  }),
  requestPasswordReset: t.boolean({
    skipTypeScopes: true,
    args: { email: t.arg.string({ required: true }), locale: t.arg.string() },
    resolve: async (_root, args, context) => {
      const locale = isLocale(args.locale) ? args.locale : (context.locale ?? defaultLocale);
      await requestPasswordReset(context, args.email, locale);
      return true;
    },
  }),
  resetPassword: t.boolean({
    skipTypeScopes: true,
    args: {
      token: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      passwordConfirmation: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      await resetPassword(context, args.token, args.password, args.passwordConfirmation);
      return true;
    },
  }),
  changePassword: t.boolean({
    args: {
      currentPassword: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      passwordConfirmation: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      await changePassword(
        context,
        viewerOf(context),
        args.currentPassword,
        args.password,
        args.passwordConfirmation,
      );
      return true;
    },
  }),
  updateMyLocale: t.field({
    type: UserRef,
    args: { locale: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      await updateLocale(context, viewerOf(context).userId, args.locale);
      return loadUser(context, viewerOf(context).userId);
    },
  }),
}));
