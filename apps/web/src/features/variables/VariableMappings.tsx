import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { variableMappingResource } from '@vezel/domain/resources/variable-mapping';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useDateFormat } from '../../app/dates';
import { useRoutePath } from '../../app/locale';
import { useAnnounce } from '../../components/announcer';
import type { ResourceColumn } from '../../components/resource/cells';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import { CreateModal } from '../../components/resource/CreateModal';
import { declaredColumns, searchFieldsOf } from '../../components/resource/declaration';
import {
  formFieldsOf,
  toInput,
  type FormField,
  type FormValues,
} from '../../components/resource/form-logic';
import { ResourceForm } from '../../components/resource/ResourceForm';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { ResourceTable } from '../../components/resource/ResourceTable';
import { SideCard } from '../../components/resource/SideCard';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import {
  acknowledgeVariableMappingMutation,
  listItemsQuery,
  mappingRefetches,
  type VariableItem,
  type VariableMapping,
} from './variable-operations';
import { itemPath, mappingPath, type ChainLink } from './item-routes';

interface MappingRow {
  id: string;
  value: string;
  description: string;
  direction: string;
  priority: number;
  external_system: string;
  acknowledged_at: string | null;
}

const searchFields = [...searchFieldsOf(variableMappingResource), 'external_system'];
interface VariableMappingsProps {
  setId: string;
  /** The items from the table's row down to this one. */
  chain: readonly ChainLink[];
  item: VariableItem;
  /** The mapping whose card the URL names. */
  mappingId: string | undefined;
}

/**
 * The "mappings" tab of an item: how external systems know it, and the card of one. The
 * spec gives the mappings of a child item (a sample kind...) no URL of their own; there
 * the card opens in place.
 */
export function VariableMappings({ setId, chain, item, mappingId: routed }: VariableMappingsProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<string | undefined>(undefined);
  const mappingId = routed ?? opened;
  const labels = useResourceLabels(variableMappingResource.type);
  const [adding, setAdding] = useState(false);
  const [systems] = useQuery({
    query: listItemsQuery,
    variables: { set: setId, list: 'external_systems' },
  });
  const mutations = useResourceMutations(variableMappingResource, mappingRefetches);

  const fields = useMemo(
    () => formFieldsOf(variableMappingResource.fields, labels.label, labels.optionLabel),
    [labels],
  );
  // The system is a relation (connect), not a field of the mapping itself. Inactive
  // systems are not offered for new mappings.
  const createFields = useMemo<FormField[]>(
    () => [
      {
        name: 'external_system',
        type: 'select',
        label: labels.label('external_system'),
        rules: [{ rule: 'required' }],
        options: (systems.data?.variableItems ?? [])
          .filter((system) => system.active)
          .map((system) => ({ value: system.id, label: system.value })),
        step: 0,
        createOnly: true,
      },
      ...fields,
    ],
    [fields, labels, systems.data],
  );
  const columns = useMemo<ResourceColumn<MappingRow>[]>(
    () => [
      { field: 'external_system', type: 'text', label: labels.label('external_system') },
      ...declaredColumns<MappingRow>(variableMappingResource, labels.label),
      { field: 'acknowledged_at', type: 'datetime', label: labels.label('acknowledged_at') },
    ],
    [labels],
  );
  const rows = useMemo<MappingRow[]>(
    () =>
      item.variable_mappings.map((mapping) => ({
        id: mapping.id,
        value: mapping.value,
        description: mapping.description,
        direction: labels.optionLabel('direction', mapping.direction),
        priority: mapping.priority,
        external_system: mapping.external_system.value,
        acknowledged_at: mapping.acknowledged_at,
      })),
    [item.variable_mappings, labels],
  );

  const mapping = mappingId
    ? item.variable_mappings.find((candidate) => candidate.id === mappingId)
    : undefined;

  async function create(values: FormValues) {
    const system = values.external_system;
    const result = await mutations.create(toInput(fields, values), {
      variableItem: item.id,
      externalSystem: typeof system === 'string' ? system : '',
    });
    return result.error;
  }

  return (
    <Box sx={{ pt: 1 }}>
      <ResourceTable
        typeLabel={t('variables.mappings')}
        rows={rows}
        columns={columns}
        searchFields={searchFields}
        selectedId={mappingId}
        onSelect={(row) => {
          const to = mappingPath(path, setId, chain, row.id);
          if (to) void navigate(to);
          else setOpened(row.id);
        }}
        onAdd={() => setAdding(true)}
        testId="variable-mappings"
      />
      {mappingId && (
        <Box sx={{ mt: 2 }}>
          {mapping ? (
            <MappingCard
              key={mapping.id}
              mapping={mapping}
              fields={fields}
              closeTo={itemPath(path, setId, chain, 'mappings')}
              onClose={routed ? undefined : () => setOpened(undefined)}
            />
          ) : (
            <Typography color="text.secondary" data-testid="variable-mapping-missing">
              {t('error.recordNotFound')}
            </Typography>
          )}
        </Box>
      )}
      <CreateModal
        open={adding}
        title={t('variables.addMapping', { item: item.value })}
        fields={createFields}
        onClose={() => setAdding(false)}
        onCreate={create}
        testId="variable-mapping-create"
      />
    </Box>
  );
}

interface MappingCardProps {
  mapping: VariableMapping;
  fields: readonly FormField[];
  closeTo: string;
  onClose?: () => void;
}

function MappingCard({ mapping, fields, closeTo, onClose }: MappingCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useDateFormat();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const mutations = useResourceMutations(variableMappingResource, mappingRefetches);
  const [acknowledging, acknowledge] = useMutation(acknowledgeVariableMappingMutation);
  const announce = useAnnounce();

  async function confirmMapping() {
    const result = await acknowledge({ id: mapping.id });
    if (!result.error) announce(t('variables.acknowledged', { value: mapping.value }));
  }

  async function save(values: FormValues) {
    const result = await mutations.update(mapping.id, toInput(fields, values));
    return result.error;
  }

  async function remove() {
    const result = await mutations.remove(mapping.id);
    if (!result.error) {
      if (onClose) onClose();
      else await navigate(closeTo);
    }
    return result.error;
  }

  return (
    <SideCard
      title={mapping.value}
      subtitle={mapping.external_system.value}
      closeTo={closeTo}
      onClose={onClose}
      testId="variable-mapping-card"
    >
      <ResourceForm
        fields={fields}
        record={mapping}
        onSave={save}
        editable
        testId="variable-mapping-form"
        actions={
          <Button
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={() => setConfirmingDelete(true)}
            data-testid="variable-mapping-delete"
          >
            {t('resource.delete')}
          </Button>
        }
      />
      <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="variable-mapping-acknowledged"
        >
          {mapping.acknowledged_at
            ? t('variables.acknowledgedBy', {
                date: format.dateTime(mapping.acknowledged_at),
                name: mapping.acknowledged_by?.user.full_name ?? '–',
              })
            : t('variables.notAcknowledged')}
        </Typography>
        {!mapping.acknowledged_at && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<DoneAllIcon />}
            loading={acknowledging.fetching}
            onClick={() => void confirmMapping()}
            data-testid="variable-mapping-acknowledge"
          >
            {t('variables.acknowledge')}
          </Button>
        )}
      </Box>
      {acknowledging.error && (
        <ServerErrorAlert error={acknowledging.error} testId="variable-mapping-acknowledge-error" />
      )}
      <ConfirmModal
        kind="delete"
        open={confirmingDelete}
        title={t('resource.deleteTitle', { name: mapping.value })}
        message={t('variables.deleteMappingMessage')}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={remove}
        testId="variable-mapping-delete-modal"
      />
    </SideCard>
  );
}
