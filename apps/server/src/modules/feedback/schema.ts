import { desc, eq } from 'drizzle-orm';
import { firstFailure, maxLength, required } from '@vezel/domain';
import { builder } from '../../graphql/builder';
import { organisationOf, viewerOf } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import { appFeedback, users } from '../../db/tables';
import { fullName } from '../accounts/full-name';

export const feedbackMaxLength = 2000;

interface FeedbackRow {
  id: number;
  message: string;
  page: string | null;
  createdAt: Date;
  user: { id: number; fullName: string };
}

const FeedbackUserRef = builder.simpleObject('FeedbackUser', {
  fields: (t) => ({ id: t.id(), full_name: t.string() }),
});

const AppFeedbackRef = builder.objectRef<FeedbackRow>('AppFeedback').implement({
  description: 'Feedback an administrator sent about the application',
  fields: (t) => ({
    id: t.exposeID('id'),
    message: t.exposeString('message'),
    page: t.exposeString('page', { nullable: true }),
    created_at: t.expose('createdAt', { type: 'DateTime' }),
    user: t.field({
      type: FeedbackUserRef,
      resolve: (row) => ({ id: row.user.id, full_name: row.user.fullName }),
    }),
  }),
});

builder.queryField('appFeedback', (t) =>
  t.field({
    type: [AppFeedbackRef],
    authScopes: { administrator: true },
    resolve: async (_root, _args, context) => {
      const rows = await context.db
        .select({
          id: appFeedback.id,
          message: appFeedback.message,
          page: appFeedback.page,
          createdAt: appFeedback.createdAt,
          userId: users.id,
          name: users.name,
          surnamePrefix: users.surnamePrefix,
          surname: users.surname,
        })
        .from(appFeedback)
        .innerJoin(users, eq(users.id, appFeedback.userId))
        .where(eq(appFeedback.organisationId, organisationOf(context)))
        .orderBy(desc(appFeedback.createdAt), desc(appFeedback.id));
      return rows.map((row) => ({ ...row, user: { id: row.userId, fullName: fullName(row) } }));
    },
  }),
);

builder.mutationField('createAppFeedback', (t) =>
  t.field({
    type: AppFeedbackRef,
    authScopes: { administrator: true },
    args: { message: t.arg.string({ required: true }), page: t.arg.string() },
    resolve: async (_root, args, context) => {
      const message = args.message.trim();
      const page = args.page?.trim().slice(0, 500) || null;
      const invalid = badInput({
        message: firstFailure(message, [required, maxLength(feedbackMaxLength)]),
      });
      if (invalid) throw invalid;
      const viewer = viewerOf(context);
      const [row] = await context.db
        .insert(appFeedback)
        .values({ organisationId: organisationOf(context), userId: viewer.userId, message, page })
        .returning();
      if (!row) throw new Error('feedback insert returned nothing');
      const [user] = await context.db.select().from(users).where(eq(users.id, viewer.userId));
      return { ...row, user: { id: viewer.userId, fullName: user ? fullName(user) : viewer.name } };
    },
  }),
);
