import PlaylistAddOutlinedIcon from '@mui/icons-material/PlaylistAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { spaceDisplayName } from '@vezel/domain/assets/spaces';
import { assetFloorResource, assetSpaceResource } from '@vezel/domain/resources/assets';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { CreateModal } from '../../components/resource/CreateModal';
import { declaredColumns, searchFieldsOf } from '../../components/resource/declaration';
import { formFieldsOf, toInput, type FormField } from '../../components/resource/form-logic';
import { RecordPanel } from '../../components/resource/RecordPanel';
import { useReorder } from '../../components/resource/use-reorder';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { useAssetKind } from './asset-kind';
import {
  applyTemplateMutation,
  assetTypenames,
  createFloorMutation,
  createSpaceMutation,
  deleteFloorMutation,
  deleteSpaceMutation,
  sortFloorsMutation,
  sortSpacesMutation,
  templatesQuery,
  updateFloorMutation,
  updateSpaceMutation,
  type AssetSpace,
  type AssetWithSpaces,
} from './asset-operations';

const floorSearchFields = searchFieldsOf(assetFloorResource);

type SpaceRecord = Omit<AssetSpace, 'floor'> & { floor: string; floor_name: string };

/**
 * The spaces tab of an asset: its floors (decks of a vessel) in their order, its spaces on
 * them, and a template to create both at once. A space's card has its URL; a floor, which
 * the spec gives none, opens by a query parameter.
 */
export function AssetSpaces({ asset }: { asset: AssetWithSpaces }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const { typeName, kind } = useAssetKind();
  const spaceId = useParams().space;
  const [search] = useSearchParams();
  const floorId = search.get('floor') ?? undefined;
  const floorLabels = useResourceLabels(assetFloorResource.type);
  const spaceLabels = useResourceLabels(assetSpaceResource.type);
  const [applying, setApplying] = useState(false);
  const [, createFloor] = useMutation(createFloorMutation);
  const [, updateFloor] = useMutation(updateFloorMutation);
  const [, deleteFloor] = useMutation(deleteFloorMutation);
  const [, sortFloors] = useMutation(sortFloorsMutation);
  const [, createSpace] = useMutation(createSpaceMutation);
  const [, updateSpace] = useMutation(updateSpaceMutation);
  const [, deleteSpace] = useMutation(deleteSpaceMutation);
  const [, sortSpaces] = useMutation(sortSpacesMutation);
  const [, applyTemplate] = useMutation(applyTemplateMutation);
  const [templates] = useQuery({
    query: templatesQuery,
    variables: { assetType: kind },
    context: assetTypenames,
  });
  const floorOrder = useReorder(
    (variables) => sortFloors(variables, assetTypenames),
    'asset-floors-sort-error',
  );
  const spaceOrder = useReorder(
    (variables) => sortSpaces(variables, assetTypenames),
    'asset-spaces-sort-error',
  );
  const floorWord = kind === 'vessel' ? 'deck' : 'floor';

  const floorFields = useMemo(
    () => formFieldsOf(assetFloorResource.fields, floorLabels.label, floorLabels.optionLabel),
    [floorLabels],
  );
  const floorColumns = useMemo(
    () => declaredColumns<AssetWithSpaces['floors'][number]>(assetFloorResource, floorLabels.label),
    [floorLabels],
  );
  const spaceFields = useMemo<FormField[]>(
    () =>
      formFieldsOf(assetSpaceResource.fields, spaceLabels.label, spaceLabels.optionLabel).map(
        (field) =>
          field.name === 'floor'
            ? {
                ...field,
                label: t(`assets.spaces.${floorWord}`),
                options: [
                  { value: '', label: t('assets.spaces.noFloor') },
                  ...asset.floors.map((floor) => ({ value: floor.id, label: floor.name })),
                ],
              }
            : field,
      ),
    [spaceLabels, asset.floors, floorWord, t],
  );
  const spaceColumns = useMemo(
    () => [
      {
        field: 'display_name',
        type: 'text' as const,
        label: t('assets.spaces.displayName'),
      },
      ...declaredColumns<SpaceRecord>(assetSpaceResource, spaceLabels.label).filter(
        (column) => column.field !== 'name',
      ),
    ],
    [spaceLabels, t],
  );
  const unknown = t('asset.space.unknown');
  const spaces = useMemo<SpaceRecord[]>(
    () =>
      asset.spaces.map((space) => ({
        ...space,
        floor: space.floor?.id ?? '',
        floor_name: space.floor?.name ?? '',
        display_name: spaceDisplayName(space.floor?.name, space.name, unknown),
      })),
    [asset.spaces, unknown],
  );
  const toFloorRow = useCallback((floor: AssetWithSpaces['floors'][number]) => floor, []);
  const toSpaceRow = useCallback((space: SpaceRecord) => space, []);
  const templateFields = useMemo<FormField[]>(
    () => [
      {
        name: 'template',
        type: 'select',
        label: t('assets.applyTemplate.template'),
        rules: [{ rule: 'required' }],
        options: (templates.data?.spaceTemplates ?? []).map((template) => ({
          value: template.id,
          label: template.name,
        })),
        step: 0,
        createOnly: true,
      },
    ],
    [templates.data, t],
  );
  const base = { assettype: typeName, asset: asset.id };
  const spacesPath = path('assetSpaces', base);

  return (
    <Box data-testid="asset-spaces">
      <Button
        startIcon={<PlaylistAddOutlinedIcon />}
        onClick={() => setApplying(true)}
        data-testid="asset-apply-template-open"
      >
        {t('assets.applyTemplate.open')}
      </Button>
      <Typography variant="h3" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t(`assets.floors.title.${floorWord}`)}
      </Typography>
      {floorOrder.errorAlert}
      <RecordPanel
        records={asset.floors}
        toRow={toFloorRow}
        columns={floorColumns}
        searchFields={floorSearchFields}
        typeLabel={t(`assets.floors.plural.${floorWord}`)}
        addTitle={t(`assets.floors.add.${floorWord}`)}
        selectedId={floorId}
        listPath={spacesPath}
        itemPath={(id) => `${spacesPath}?floor=${id}`}
        fields={floorFields}
        createFields={floorFields}
        onCreate={async (values) =>
          (
            await createFloor(
              { input: toInput(floorFields, values), asset: asset.id },
              assetTypenames,
            )
          ).error
        }
        onUpdate={async (id, values) =>
          (await updateFloor({ id, input: toInput(floorFields, values) }, assetTypenames)).error
        }
        onDelete={async (id) => (await deleteFloor({ id }, assetTypenames)).error}
        onReorder={floorOrder.reorder}
        card={{
          title: (floor) => floor.name,
          deleteMessage: t('assets.floors.deleteMessage'),
        }}
        testId="asset-floors"
      />
      <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('assets.spaces.title')}
      </Typography>
      {spaceOrder.errorAlert}
      <RecordPanel
        records={spaces}
        toRow={toSpaceRow}
        columns={spaceColumns}
        searchFields={['display_name', 'description']}
        typeLabel={t('assets.spaces.plural')}
        addTitle={t('assets.spaces.add')}
        selectedId={spaceId}
        listPath={spacesPath}
        itemPath={(id) => path('assetSpace', { ...base, space: id })}
        fields={spaceFields}
        createFields={spaceFields}
        onCreate={async (values) =>
          (
            await createSpace(
              { input: toInput(spaceFields, values), asset: asset.id },
              assetTypenames,
            )
          ).error
        }
        onUpdate={async (id, values) =>
          (await updateSpace({ id, input: toInput(spaceFields, values) }, assetTypenames)).error
        }
        onDelete={async (id) => (await deleteSpace({ id }, assetTypenames)).error}
        onReorder={spaceOrder.reorder}
        card={{
          title: (space) => space.display_name,
          deleteMessage: t('assets.spaces.deleteMessage'),
        }}
        testId="asset-spaces-panel"
      />
      <CreateModal
        open={applying}
        title={t('assets.applyTemplate.title')}
        fields={templateFields}
        onClose={() => setApplying(false)}
        onCreate={async (values) =>
          (
            await applyTemplate(
              { assetId: asset.id, templateId: String(values.template) },
              assetTypenames,
            )
          ).error
        }
        testId="asset-apply-template"
      />
    </Box>
  );
}
