import { builder } from '../../graphql/builder';
import { accessOf, registerResource, toId } from '../../resources/register';
import { applySpaceTemplateToSurvey, surveyFloorBinding, surveySpaceBinding } from './bindings';
import { SurveySpaceRef, spacesOfSurvey } from './schema';

registerResource(surveyFloorBinding);
registerResource(surveySpaceBinding);

builder.mutationField('applySpaceTemplateToSurvey', (t) =>
  t.field({
    type: [SurveySpaceRef],
    description:
      "Creates the template's missing floors (by name) and its spaces on an open survey; returns the survey's spaces",
    // Whoever records a survey's spaces may apply a template.
    authScopes: { member: true },
    args: { surveyId: t.arg.id({ required: true }), templateId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const { organisationId } = accessOf(context);
      const surveyId = toId(args.surveyId);
      const templateId = toId(args.templateId);
      return context.db.transaction(async (tx) => {
        await applySpaceTemplateToSurvey(tx, organisationId, surveyId, templateId);
        return spacesOfSurvey(tx, organisationId, surveyId);
      });
    },
  }),
);
