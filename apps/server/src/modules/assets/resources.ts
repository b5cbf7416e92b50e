import { builder } from '../../graphql/builder';
import { accessOf, registerResource, toId } from '../../resources/register';
import {
  applySpaceTemplate,
  assetFloorBinding,
  assetSpaceBinding,
  propertyBinding,
  spaceTemplateBinding,
  spaceTemplateSpaceBinding,
  vesselBinding,
} from './bindings';
import { AssetRef } from './schema';

registerResource(propertyBinding);
registerResource(vesselBinding);
registerResource(assetFloorBinding);
registerResource(assetSpaceBinding);
registerResource(spaceTemplateBinding);
registerResource(spaceTemplateSpaceBinding);

builder.mutationField('applySpaceTemplate', (t) =>
  t.field({
    type: AssetRef,
    description:
      "Creates the template's missing floors (by name) and its spaces on an asset, in one go",
    // Whoever may record spaces may apply a template.
    authScopes: { member: true },
    args: { assetId: t.arg.id({ required: true }), templateId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const { organisationId } = accessOf(context);
      const assetId = toId(args.assetId);
      const templateId = toId(args.templateId);
      return context.db.transaction((tx) =>
        applySpaceTemplate(tx, organisationId, assetId, templateId),
      );
    },
  }),
);
