import { graphql, storedFileFragment, type ResultOf } from '../../graphql/graphql';

/** A list of photos or plans is refetched when a mutation returns or removes one. */
export const assetFilesTypenames = { additionalTypenames: ['AssetPhoto', 'AssetPlan', 'File'] };

const photoFragment = graphql(
  `
    fragment AssetPhotoFields on AssetPhoto {
      id
      caption
      width
      height
      original {
        ...StoredFile
      }
      display {
        ...StoredFile
      }
      thumbnail {
        ...StoredFile
      }
    }
  `,
  [storedFileFragment],
);

const planFragment = graphql(
  `
    fragment AssetPlanFields on AssetPlan {
      id
      name
      floor_id
      floor_name
      file {
        ...StoredFile
      }
      preview {
        ...StoredFile
      }
    }
  `,
  [storedFileFragment],
);

export const assetPhotosQuery = graphql(
  `
    query AssetPhotos($assetId: ID!) {
      assetPhotos(assetId: $assetId) {
        ...AssetPhotoFields
      }
    }
  `,
  [photoFragment],
);

export type AssetPhoto = ResultOf<typeof assetPhotosQuery>['assetPhotos'][number];

export const addAssetPhotosMutation = graphql(
  `
    mutation AddAssetPhotos($assetId: ID!, $fileIds: [ID!]!) {
      addAssetPhotos(assetId: $assetId, fileIds: $fileIds) {
        ...AssetPhotoFields
      }
    }
  `,
  [photoFragment],
);

export const updateAssetPhotoMutation = graphql(
  `
    mutation UpdateAssetPhoto($id: ID!, $caption: String!) {
      updateAssetPhoto(id: $id, caption: $caption) {
        ...AssetPhotoFields
      }
    }
  `,
  [photoFragment],
);

export const deleteAssetPhotoMutation = graphql(`
  mutation DeleteAssetPhoto($id: ID!) {
    deleteAssetPhoto(id: $id)
  }
`);

export const assetPlansQuery = graphql(
  `
    query AssetPlans($assetId: ID!) {
      assetPlans(assetId: $assetId) {
        ...AssetPlanFields
      }
    }
  `,
  [planFragment],
);

export type AssetPlan = ResultOf<typeof assetPlansQuery>['assetPlans'][number];

export const addAssetPlanMutation = graphql(
  `
    mutation AddAssetPlan($assetId: ID!, $name: String!, $fileId: ID!) {
      addAssetPlan(assetId: $assetId, name: $name, fileId: $fileId) {
        ...AssetPlanFields
      }
    }
  `,
  [planFragment],
);

export const deleteAssetPlanMutation = graphql(`
  mutation DeleteAssetPlan($id: ID!) {
    deleteAssetPlan(id: $id)
  }
`);

/** The file's name without its extension: the name a new plan starts with. */
export function planNameOf(fileName: string): string {
  return fileName.replace(/\.[^.]*$/, '').trim() || fileName;
}
