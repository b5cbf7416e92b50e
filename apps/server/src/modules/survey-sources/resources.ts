import { builder } from '../../graphql/builder';
import { organisationOf } from '../../graphql/context';
import { registerResource, toId } from '../../resources/register';
import {
  fillSurveyVscpFromTemplate,
  surveySampleBinding,
  surveySourceBinding,
  surveySourceLocationBinding,
  surveyVscpEntryBinding,
} from './bindings';
import { SurveyVscpEntryRef } from './schema';

registerResource(surveySourceBinding);
registerResource(surveySourceLocationBinding);
registerResource(surveySampleBinding);
registerResource(surveyVscpEntryBinding);

builder.mutationField('fillSurveyVscpFromTemplate', (t) =>
  t.field({
    type: [SurveyVscpEntryRef],
    description:
      "Adds a VSCP template set's entries to a vessel survey, after its own, each with finding unknown; returns all its entries",
    authScopes: { member: true },
    args: { surveyId: t.arg.id({ required: true }), templateId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.db.transaction((tx) =>
        fillSurveyVscpFromTemplate(
          tx,
          organisationOf(context),
          toId(args.surveyId),
          toId(args.templateId),
        ),
      ),
  }),
);
