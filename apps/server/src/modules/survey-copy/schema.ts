import { surveyResource } from '@vezel/domain/resources/surveys';
import { builder } from '../../graphql/builder';
import { organisationOf, viewerOf } from '../../graphql/context';
import { forbidden } from '../../graphql/errors';
import { toId } from '../../resources/register';
import { copySurvey, type CopySurveyResult } from './copy-survey';

const CopyOnderzoekInput = builder.inputType('CopyOnderzoekInput', {
  description: 'copyOnderzoek of spec section 7',
  fields: (t) => ({
    id: t.id({ required: true, description: 'The survey to copy' }),
    user_id: t.id({ description: 'The caller (the spec sends it); another user is refused' }),
    components: t.string({
      required: true,
      description: 'JSON object: component name → true or false (spec section 3)',
    }),
    addresses: t.string({
      required: true,
      description: 'JSON array of copy rows (property or vessel columns of spec section 3)',
    }),
  }),
});

const CopyOnderzoekResultRef = builder
  .objectRef<CopySurveyResult>('CopyOnderzoekResult')
  .implement({
    description: 'The copied survey and its copies',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The copied survey' }),
      asset_type: t.exposeString('assetType', { description: 'property or vessel' }),
      survey_ids: t.idList({ resolve: (result) => result.surveyIds }),
    }),
  });

// Copying plans surveys, so it takes the right to plan them.
const planScope =
  surveyResource.permissions.write === 'manager' ? { manager: true } : { member: true };

builder.mutationFields((t) => ({
  copyOnderzoek: t.field({
    type: CopyOnderzoekResultRef,
    description:
      'Copies a survey to other addresses or vessels (spec section 7): all copies or none',
    authScopes: planScope,
    args: { input: t.arg({ type: CopyOnderzoekInput, required: true }) },
    resolve: (_root, { input }, context) => {
      const viewer = viewerOf(context);
      if (input.user_id != null && String(input.user_id) !== String(viewer.userId)) {
        throw forbidden();
      }
      return copySurvey(context.db, {
        organisationId: organisationOf(context),
        profileId: viewer.profileId,
        surveyId: toId(input.id),
        components: input.components,
        addresses: input.addresses,
      });
    },
  }),
}));
