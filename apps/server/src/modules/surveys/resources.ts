import {
  propertyResource,
  surveyGroupResources,
  surveyResource,
  typeNameOf,
  vesselResource,
} from '@vezel/domain';
import { isUniqueViolation } from '../../db/unique-violation';
import { builder } from '../../graphql/builder';
import { AppError } from '../../graphql/errors';
import {
  accessOf,
  checkValues,
  cleanInput,
  inputTypeFor,
  registerResource,
  toId,
} from '../../resources/register';
import { assetKindOf } from '../assets/schema';
import { propertyBinding, vesselBinding } from '../assets/bindings';
import { insertSurvey, surveyBinding } from './bindings';
import { updateSurveyGroup } from './groups';
import {
  SurveyAsbestosResearchRef,
  SurveyExecutionRef,
  SurveyInfoRef,
  SurveyRef,
  SurveyStatusRef,
} from './schema';
import { changeSurveyStatus } from './status';

const surveyInputs = registerResource(surveyBinding);

/** Two people saving the same survey number at once: the unique index decides. */
function refuseSavedMeanwhile(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('BAD_USER_INPUT', 'error.savedMeanwhile');
  throw error;
}

const NewPropertyInput = inputTypeFor(propertyResource.fields, 'PlanSurveyPropertyInput');
const NewVesselInput = inputTypeFor(vesselResource.fields, 'PlanSurveyVesselInput');

builder.mutationField('planSurvey', (t) =>
  t.field({
    type: SurveyRef,
    description:
      'Plans a survey on an existing asset of the type (assetId) or on a new one (property or vessel), in one transaction',
    authScopes: { manager: true },
    args: {
      assetType: t.arg.string({ required: true, description: 'A type name: panden, schepen...' }),
      input: t.arg({ type: surveyInputs.create, required: true }),
      assetId: t.arg.id(),
      property: t.arg({ type: NewPropertyInput }),
      vessel: t.arg({ type: NewVesselInput }),
    },
    resolve: async (_root, args, context) => {
      const kind = assetKindOf(args.assetType);
      const newAsset = kind === 'vessel' ? args.vessel : args.property;
      const otherKind = kind === 'vessel' ? args.property : args.vessel;
      if (otherKind || (args.assetId == null) === !newAsset) {
        throw new AppError('BAD_USER_INPUT', 'error.surveyAsset');
      }
      const values = cleanInput(args.input);
      checkValues(surveyResource, values, true);
      const assetBinding = kind === 'vessel' ? vesselBinding : propertyBinding;
      const assetValues = newAsset ? cleanInput(newAsset) : null;
      if (assetValues) checkValues(assetBinding.declaration, assetValues, true);
      const access = accessOf(context);
      return context.db
        .transaction(async (tx) => {
          const asset = assetValues
            ? await assetBinding.insert(tx, access, assetValues, new Map())
            : await assetBinding.find(tx, access, toId(args.assetId ?? ''));
          if (!asset) throw new AppError('NOT_FOUND', 'error.recordNotFound');
          return insertSurvey(tx, access, asset, values);
        })
        .catch(refuseSavedMeanwhile);
    },
  }),
);

builder.mutationField('changeSurveyStatus', (t) =>
  t.field({
    type: SurveyRef,
    description:
      'Activates, completes, cancels or (managers) reopens a survey; the change is kept in its history',
    authScopes: { member: true },
    args: {
      id: t.arg.id({ required: true }),
      to: t.arg({ type: SurveyStatusRef, required: true }),
      reason: t.arg.string({ description: 'Required to cancel or reopen' }),
    },
    resolve: (_root, args, context) => {
      const access = accessOf(context);
      const id = toId(args.id);
      return context.db.transaction((tx) =>
        changeSurveyStatus(tx, access, id, args.to, args.reason),
      );
    },
  }),
);

const groupRefs = {
  surveyInfo: SurveyInfoRef,
  surveyAsbestosResearch: SurveyAsbestosResearchRef,
  surveyExecution: SurveyExecutionRef,
} as const;

for (const declaration of surveyGroupResources) {
  const typeName = typeNameOf(declaration);
  const UpdateInput = inputTypeFor(declaration.fields, `${typeName}UpdateInput`);
  builder.mutationField(`update${typeName}`, (t) =>
    t.field({
      type: groupRefs[declaration.type],
      description: `Saves the survey's ${declaration.type} group while the survey is open; id is the survey's`,
      // Surveyors record the information on site.
      authScopes: { member: true },
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateInput }) },
      resolve: (_root, args, context) => {
        if (!args.input) throw new AppError('BAD_USER_INPUT', 'error.inputRequired');
        const values = cleanInput(args.input);
        checkValues(declaration, values, false);
        const access = accessOf(context);
        const id = toId(args.id);
        return context.db.transaction((tx) =>
          updateSurveyGroup(tx, access, declaration, id, values),
        );
      },
    }),
  );
}
