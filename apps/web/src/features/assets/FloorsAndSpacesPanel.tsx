import PlaylistAddOutlinedIcon from '@mui/icons-material/PlaylistAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AssetKind } from '@vezel/domain/resources/assets';
import type { ResourceDeclaration } from '@vezel/domain/resources/types';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery, type CombinedError } from 'urql';
import { useAnnounce } from '../../components/announcer';
import { CreateModal } from '../../components/resource/CreateModal';
import { declaredColumns, searchFieldsOf } from '../../components/resource/declaration';
import { formFieldsOf, toInput, type FormField } from '../../components/resource/form-logic';
import { RecordPanel } from '../../components/resource/RecordPanel';
import {
  useResourceMutations,
  type Connections,
} from '../../components/resource/resource-operations';
import { ResourceTable } from '../../components/resource/ResourceTable';
import { useReorder } from '../../components/resource/use-reorder';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { templatesQuery, type Floor, type Space } from './asset-operations';

/** A new floor or space connects to its owner (the asset, the survey): its one connection. */
const ownerOf = (declaration: ResourceDeclaration, id: string): Connections =>
  Object.fromEntries(declaration.connects.map((type) => [type, id]));

type SpaceRecord = Omit<Space, 'floor'> & { floor: string; floor_name: string };

interface FloorsAndSpacesPanelProps {
  kind: AssetKind;
  /** The owner's floor and space resources (an asset's, a survey's). */
  declarations: { floor: ResourceDeclaration; space: ResourceDeclaration };
  ownerId: string;
  floors: readonly Floor[];
  /** The spaces, each with the name it is shown by. */
  spaces: readonly Space[];
  /** The lists a change refetches. */
  typenames: { additionalTypenames: string[] };
  /** The lists a change of the templates refetches; none where they are only read. */
  templateTypenames?: { additionalTypenames: string[] };
  onApplyTemplate: (templateId: string) => Promise<CombinedError | undefined>;
  spacesPath: string;
  spacePath: (id: string) => string;
  selectedSpaceId: string | undefined;
  /** Shown instead of the template button when the lists are read-only (a closed survey's). */
  readOnlyNotice?: ReactNode;
  /** Starts every test id ('asset' gives asset-spaces, asset-floors...). */
  testPrefix: string;
}

/**
 * An owner's floors (decks of a vessel) in their order, its spaces on them, and a template
 * to create both at once: an asset's, and a survey's own copy. A floor, which the spec
 * gives no route, opens its card by a query parameter.
 */
export function FloorsAndSpacesPanel({
  kind,
  declarations,
  ownerId,
  floors,
  spaces: ownerSpaces,
  typenames,
  templateTypenames,
  onApplyTemplate,
  spacesPath,
  spacePath,
  selectedSpaceId,
  readOnlyNotice,
  testPrefix,
}: FloorsAndSpacesPanelProps) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const editable = readOnlyNotice === undefined;
  const [search] = useSearchParams();
  const floorId = search.get('floor') ?? undefined;
  // A survey's floors and spaces have the asset's fields, and so their labels.
  const floorLabels = useResourceLabels('assetFloor');
  const spaceLabels = useResourceLabels('assetSpace');
  const [applying, setApplying] = useState(false);
  const refetches = { refetches: typenames.additionalTypenames };
  const floorMutations = useResourceMutations(declarations.floor, refetches);
  const spaceMutations = useResourceMutations(declarations.space, refetches);
  const floorOwner = ownerOf(declarations.floor, ownerId);
  const spaceOwner = ownerOf(declarations.space, ownerId);
  const [templates] = useQuery({
    query: templatesQuery,
    variables: { assetType: kind },
    context: templateTypenames,
    pause: !editable,
  });
  const floorOrder = useReorder(floorMutations.sort, `${testPrefix}-floors-sort-error`);
  const spaceOrder = useReorder(spaceMutations.sort, `${testPrefix}-spaces-sort-error`);
  const floorWord = kind === 'vessel' ? 'deck' : 'floor';

  const floorSearchFields = useMemo(() => searchFieldsOf(declarations.floor), [declarations]);
  const floorFields = useMemo(
    () => formFieldsOf(declarations.floor.fields, floorLabels.label, floorLabels.optionLabel),
    [declarations, floorLabels],
  );
  const floorColumns = useMemo(
    () => declaredColumns<Floor>(declarations.floor, floorLabels.label),
    [declarations, floorLabels],
  );
  const spaceFields = useMemo<FormField[]>(
    () =>
      formFieldsOf(declarations.space.fields, spaceLabels.label, spaceLabels.optionLabel).map(
        (field) =>
          field.name === 'floor'
            ? {
                ...field,
                label: t(`assets.spaces.${floorWord}`),
                options: [
                  { value: '', label: t('assets.spaces.noFloor') },
                  ...floors.map((floor) => ({ value: floor.id, label: floor.name })),
                ],
              }
            : field,
      ),
    [declarations, spaceLabels, floors, floorWord, t],
  );
  const spaceColumns = useMemo(
    () => [
      { field: 'display_name', type: 'text' as const, label: t('assets.spaces.displayName') },
      ...declaredColumns<SpaceRecord>(declarations.space, spaceLabels.label).filter(
        (column) => column.field !== 'name',
      ),
    ],
    [declarations, spaceLabels, t],
  );
  const spaces = useMemo<SpaceRecord[]>(
    () =>
      ownerSpaces.map((space) => ({
        ...space,
        floor: space.floor?.id ?? '',
        floor_name: space.floor?.name ?? '',
      })),
    [ownerSpaces],
  );
  const toFloorRow = useCallback((floor: Floor) => floor, []);
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
  const spaceSearchFields = ['display_name', 'description'];

  return (
    <Box data-testid={`${testPrefix}-spaces`}>
      {editable ? (
        <Button
          startIcon={<PlaylistAddOutlinedIcon />}
          onClick={() => setApplying(true)}
          data-testid={`${testPrefix}-apply-template-open`}
        >
          {t('assets.applyTemplate.open')}
        </Button>
      ) : (
        readOnlyNotice
      )}
      <Typography variant="h3" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t(`assets.floors.title.${floorWord}`)}
      </Typography>
      {floorOrder.errorAlert}
      {editable ? (
        <RecordPanel
          records={floors}
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
            (await floorMutations.create(toInput(floorFields, values), floorOwner)).error
          }
          onUpdate={async (id, values) =>
            (await floorMutations.update(id, toInput(floorFields, values))).error
          }
          onDelete={async (id) => (await floorMutations.remove(id)).error}
          onReorder={floorOrder.reorder}
          card={{
            title: (floor) => floor.name,
            deleteMessage: t('assets.floors.deleteMessage'),
          }}
          testId={`${testPrefix}-floors`}
        />
      ) : (
        <ResourceTable
          typeLabel={t(`assets.floors.plural.${floorWord}`)}
          rows={floors}
          columns={floorColumns}
          searchFields={floorSearchFields}
          testId={`${testPrefix}-floors-table`}
        />
      )}
      <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('assets.spaces.title')}
      </Typography>
      {spaceOrder.errorAlert}
      {editable ? (
        <RecordPanel
          records={spaces}
          toRow={toSpaceRow}
          columns={spaceColumns}
          searchFields={spaceSearchFields}
          typeLabel={t('assets.spaces.plural')}
          addTitle={t('assets.spaces.add')}
          selectedId={selectedSpaceId}
          listPath={spacesPath}
          itemPath={spacePath}
          fields={spaceFields}
          createFields={spaceFields}
          onCreate={async (values) =>
            (await spaceMutations.create(toInput(spaceFields, values), spaceOwner)).error
          }
          onUpdate={async (id, values) =>
            (await spaceMutations.update(id, toInput(spaceFields, values))).error
          }
          onDelete={async (id) => (await spaceMutations.remove(id)).error}
          onReorder={spaceOrder.reorder}
          card={{
            title: (space) => space.display_name,
            deleteMessage: t('assets.spaces.deleteMessage'),
          }}
          testId={`${testPrefix}-spaces-panel`}
        />
      ) : (
        <ResourceTable
          typeLabel={t('assets.spaces.plural')}
          rows={spaces}
          columns={spaceColumns}
          searchFields={spaceSearchFields}
          testId={`${testPrefix}-spaces-panel-table`}
        />
      )}
      <CreateModal
        open={applying}
        title={t('assets.applyTemplate.title')}
        fields={templateFields}
        onClose={() => setApplying(false)}
        onCreate={async (values) => {
          const failure = await onApplyTemplate(String(values.template));
          if (!failure) announce(t('assets.applyTemplate.applied'));
          return failure;
        }}
        testId={`${testPrefix}-apply-template`}
      />
    </Box>
  );
}
