import { builder } from '../../graphql/builder';
import { organisationOf, viewerOf } from '../../graphql/context';
import { FileRef } from '../../files/schema';
import {
  addPhotos,
  addPlan,
  callerOf,
  deletePhoto,
  deletePlan,
  findPhoto,
  findPlan,
  listPhotos,
  listPlans,
  reorderPhotos,
  updatePhoto,
  updatePlan,
  type AssetPhotoView,
  type AssetPlanView,
} from './files';

export const AssetPhotoRef = builder.objectRef<AssetPhotoView>('AssetPhoto').implement({
  description:
    'A photo of an asset: the original as uploaded, the display copy (longest side at most 2000 px, spec section 9) and a thumbnail',
  fields: (t) => ({
    id: t.exposeID('id'),
    asset_id: t.exposeID('assetId'),
    caption: t.exposeString('caption'),
    width: t.exposeInt('width', { description: 'Width of the display copy in pixels' }),
    height: t.exposeInt('height', { description: 'Height of the display copy in pixels' }),
    sort_index: t.exposeInt('sortIndex'),
    original: t.field({ type: FileRef, resolve: (photo) => photo.original }),
    display: t.field({ type: FileRef, resolve: (photo) => photo.display }),
    thumbnail: t.field({ type: FileRef, resolve: (photo) => photo.thumbnail }),
    created_at: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const AssetPlanRef = builder.objectRef<AssetPlanView>('AssetPlan').implement({
  description: 'A plan (drawing) of an asset: an image or a PDF, with a preview image',
  fields: (t) => ({
    id: t.exposeID('id'),
    asset_id: t.exposeID('assetId'),
    name: t.exposeString('name'),
    floor_id: t.id({ nullable: true, resolve: (plan) => plan.floorId }),
    floor_name: t.string({ nullable: true, resolve: (plan) => plan.floorName }),
    sort_index: t.exposeInt('sortIndex'),
    file: t.field({ type: FileRef, resolve: (plan) => plan.file }),
    preview: t.field({
      type: FileRef,
      nullable: true,
      description: "An image of a PDF's first page, or a smaller copy of an image plan",
      resolve: (plan) => plan.preview,
    }),
    created_at: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  assetPhotos: t.field({
    type: [AssetPhotoRef],
    description: 'The photos of an asset of the caller’s organisation, in their order',
    authScopes: { member: true },
    args: { assetId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      listPhotos(context.db, organisationOf(context), String(args.assetId)),
  }),
  assetPhoto: t.field({
    type: AssetPhotoRef,
    nullable: true,
    description: 'One photo; null for a photo of another organisation',
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      findPhoto(context.db, organisationOf(context), String(args.id)),
  }),
  assetPlans: t.field({
    type: [AssetPlanRef],
    description: 'The plans of an asset of the caller’s organisation, in their order',
    authScopes: { member: true },
    args: { assetId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      listPlans(context.db, organisationOf(context), String(args.assetId)),
  }),
  assetPlan: t.field({
    type: AssetPlanRef,
    nullable: true,
    description: 'One plan; null for a plan of another organisation',
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      findPlan(context.db, organisationOf(context), String(args.id)),
  }),
}));

// Surveyors photograph on site: every member of the organisation may add and remove.
builder.mutationFields((t) => ({
  addAssetPhotos: t.field({
    type: [AssetPhotoRef],
    description:
      'Adds uploaded images (JPEG, PNG, WebP from POST /files) as photos of the asset, with their display copies and thumbnails',
    authScopes: { member: true },
    args: {
      assetId: t.arg.id({ required: true }),
      fileIds: t.arg.idList({ required: true }),
    },
    resolve: (_root, args, context) =>
      addPhotos(
        context,
        callerOf(viewerOf(context)),
        String(args.assetId),
        args.fileIds.map(String),
      ),
  }),
  updateAssetPhoto: t.field({
    type: AssetPhotoRef,
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }), caption: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      updatePhoto(context.db, organisationOf(context), String(args.id), args.caption),
  }),
  deleteAssetPhoto: t.boolean({
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      deletePhoto(context.db, organisationOf(context), String(args.id)),
  }),
  reorderAssetPhotos: t.boolean({
    description: 'Puts the photos of the asset in the order given (every photo once)',
    authScopes: { member: true },
    args: { assetId: t.arg.id({ required: true }), photoIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, context) =>
      reorderPhotos(
        context.db,
        organisationOf(context),
        String(args.assetId),
        args.photoIds.map(String),
      ),
  }),
  addAssetPlan: t.field({
    type: AssetPlanRef,
    description: 'Adds an uploaded image or PDF as a plan of the asset, with a preview image',
    authScopes: { member: true },
    args: {
      assetId: t.arg.id({ required: true }),
      name: t.arg.string({ required: true }),
      fileId: t.arg.id({ required: true }),
      floorId: t.arg.id(),
    },
    resolve: (_root, args, context) =>
      addPlan(context, callerOf(viewerOf(context)), {
        assetId: String(args.assetId),
        name: args.name,
        fileId: String(args.fileId),
        floorId: args.floorId == null ? null : String(args.floorId),
      }),
  }),
  updateAssetPlan: t.field({
    type: AssetPlanRef,
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }), name: t.arg.string(), floorId: t.arg.id() },
    resolve: (_root, args, context) =>
      updatePlan(context.db, organisationOf(context), String(args.id), {
        name: args.name,
        floorId: args.floorId === undefined ? undefined : args.floorId && String(args.floorId),
      }),
  }),
  deleteAssetPlan: t.boolean({
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      deletePlan(context.db, organisationOf(context), String(args.id)),
  }),
}));
