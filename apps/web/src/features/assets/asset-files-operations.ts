import { gql } from 'urql';
import type { StoredFile } from '../../components/FileViewer';

export interface AssetPhoto {
  id: string;
  caption: string;
  width: number;
  height: number;
  original: StoredFile;
  display: StoredFile;
  thumbnail: StoredFile;
}

export interface AssetPlan {
  id: string;
  name: string;
  floor_id: string | null;
  floor_name: string | null;
  file: StoredFile;
  preview: StoredFile | null;
}

/** A list of photos or plans is refetched when a mutation returns or removes one. */
export const assetFilesTypenames = { additionalTypenames: ['AssetPhoto', 'AssetPlan', 'File'] };

const file = 'id name mime_type url';
const photoFields = `id caption width height original { ${file} } display { ${file} } thumbnail { ${file} }`;
const planFields = `id name floor_id floor_name file { ${file} } preview { ${file} }`;

export const assetPhotosQuery = gql<{ assetPhotos: AssetPhoto[] }, { assetId: string }>`
  query AssetPhotos($assetId: ID!) { assetPhotos(assetId: $assetId) { ${photoFields} } }
`;

export const addAssetPhotosMutation = gql<
  { addAssetPhotos: AssetPhoto[] },
  { assetId: string; fileIds: string[] }
>`
  mutation AddAssetPhotos($assetId: ID!, $fileIds: [ID!]!) {
    addAssetPhotos(assetId: $assetId, fileIds: $fileIds) { ${photoFields} }
  }
`;

export const updateAssetPhotoMutation = gql<
  { updateAssetPhoto: AssetPhoto },
  { id: string; caption: string }
>`
  mutation UpdateAssetPhoto($id: ID!, $caption: String!) {
    updateAssetPhoto(id: $id, caption: $caption) { ${photoFields} }
  }
`;

export const deleteAssetPhotoMutation = gql<{ deleteAssetPhoto: boolean }, { id: string }>`
  mutation DeleteAssetPhoto($id: ID!) {
    deleteAssetPhoto(id: $id)
  }
`;

export const assetPlansQuery = gql<{ assetPlans: AssetPlan[] }, { assetId: string }>`
  query AssetPlans($assetId: ID!) { assetPlans(assetId: $assetId) { ${planFields} } }
`;

export const addAssetPlanMutation = gql<
  { addAssetPlan: AssetPlan },
  { assetId: string; name: string; fileId: string }
>`
  mutation AddAssetPlan($assetId: ID!, $name: String!, $fileId: ID!) {
    addAssetPlan(assetId: $assetId, name: $name, fileId: $fileId) { ${planFields} }
  }
`;

export const deleteAssetPlanMutation = gql<{ deleteAssetPlan: boolean }, { id: string }>`
  mutation DeleteAssetPlan($id: ID!) {
    deleteAssetPlan(id: $id)
  }
`;

/** The file's name without its extension: the name a new plan starts with. */
export function planNameOf(fileName: string): string {
  return fileName.replace(/\.[^.]*$/, '').trim() || fileName;
}
