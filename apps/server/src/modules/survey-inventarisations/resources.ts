import { builder } from '../../graphql/builder';
import { accessOf, registerResource, toId } from '../../resources/register';
import { saveInventarisationDossierCheck, surveyInventarisationBinding } from './bindings';
import { InventarisationDossierCheckRef } from './schema';

registerResource(surveyInventarisationBinding);

builder.mutationField('saveInventarisationDossierCheck', (t) =>
  t.field({
    type: InventarisationDossierCheckRef,
    description:
      'Saves the answers (JSON by question id, as the form gives them: dates DD-MM-YYYY, date and time DD-MM-YYYY HH:mm, radio the option, multiple choice a list of options) to a checklist of an inventory',
    authScopes: { member: true },
    args: {
      inventarisationId: t.arg.id({ required: true }),
      templateId: t.arg.id({ required: true }),
      answers: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) => {
      const { organisationId } = accessOf(context);
      const inventarisationId = toId(args.inventarisationId);
      const templateId = toId(args.templateId);
      return context.db.transaction((tx) =>
        saveInventarisationDossierCheck(
          tx,
          organisationId,
          inventarisationId,
          templateId,
          args.answers,
        ),
      );
    },
  }),
);
