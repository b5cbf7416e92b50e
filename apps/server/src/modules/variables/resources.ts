import { eq } from 'drizzle-orm';
import { variableMappings } from '../../db/tables';
import { builder } from '../../graphql/builder';
import { organisationOf, viewerOf } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { registerResource, toId } from '../../resources/register';
import { VariableMappingRef } from './schema';
import { variableItemBinding } from './variable-item-binding';
import { findVariableMapping, variableMappingBinding } from './variable-mapping-binding';

registerResource(variableItemBinding);
registerResource(variableMappingBinding);

/** A manager confirms a mapping is right; changing it later clears the confirmation. */
builder.mutationField('acknowledgeVariableMapping', (t) =>
  t.field({
    type: VariableMappingRef,
    authScopes: { manager: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.db.transaction(async (tx) => {
        const mapping = await findVariableMapping(
          tx,
          { organisationId: organisationOf(context) },
          toId(args.id),
        );
        if (!mapping) throw new AppError('NOT_FOUND', 'error.recordNotFound');
        const [acknowledged] = await tx
          .update(variableMappings)
          .set({ acknowledgedAt: new Date(), acknowledgedByProfileId: viewerOf(context).profileId })
          .where(eq(variableMappings.id, mapping.id))
          .returning();
        if (!acknowledged) throw new Error('acknowledge returned nothing');
        return acknowledged;
      }),
  }),
);
