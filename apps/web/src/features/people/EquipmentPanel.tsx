import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { equipmentResource } from '@vezel/domain/resources/people';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { CombinedError } from 'urql';
import type { ResourceColumn } from '../../components/resource/cells';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import { CreateModal } from '../../components/resource/CreateModal';
import {
  formFieldsOf,
  type FormField,
  type FormValues,
} from '../../components/resource/form-logic';
import { ResourceForm } from '../../components/resource/ResourceForm';
import { ResourceTable } from '../../components/resource/ResourceTable';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import type { EquipmentItem, LookupItem } from './people-operations';

interface EquipmentRow {
  id: string;
  type: string;
  name: string;
  serial_number: string;
}

const searchFields = ['type', 'name', 'serial_number'];

interface EquipmentPanelProps {
  equipment: readonly EquipmentItem[];
  types: readonly LookupItem[];
  selectedId: string | undefined;
  listPath: string;
  itemPath: (id: string) => string;
  onCreate: (values: FormValues) => Promise<CombinedError | undefined>;
  onUpdate: (id: string, values: FormValues) => Promise<CombinedError | undefined>;
  onDelete: (id: string) => Promise<CombinedError | undefined>;
  /** The certificates of the selected item. */
  certificates: (item: EquipmentItem) => ReactNode;
}

/** A person's equipment: a table, a create modal and the card of one item with its certificates. */
export function EquipmentPanel({
  equipment,
  types,
  selectedId,
  listPath,
  itemPath,
  onCreate,
  onUpdate,
  onDelete,
  certificates,
}: EquipmentPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const labels = useResourceLabels(equipmentResource.type);
  const [adding, setAdding] = useState(false);

  const fields = useMemo(
    () => formFieldsOf(equipmentResource.fields, labels.label, labels.optionLabel),
    [labels],
  );
  const createFields = useMemo(
    (): FormField[] => [
      {
        name: 'equipment_type',
        type: 'select',
        label: labels.label('equipment_type'),
        rules: [{ rule: 'required' }],
        options: types
          .filter((item) => item.active)
          .map((item) => ({ value: item.id, label: item.value })),
        step: 0,
        createOnly: true,
      },
      ...fields,
    ],
    [fields, types, labels],
  );
  const columns = useMemo(
    (): ResourceColumn<EquipmentRow>[] => [
      { field: 'type', type: 'text', label: labels.label('equipment_type') },
      { field: 'name', type: 'text', label: labels.label('name') },
      { field: 'serial_number', type: 'text', label: labels.label('serial_number') },
    ],
    [labels],
  );
  const rows = useMemo(
    () =>
      equipment.map((item): EquipmentRow => ({
        id: item.id,
        type: item.equipment_type?.value ?? '',
        name: item.name,
        serial_number: item.serial_number,
      })),
    [equipment],
  );
  const selected = selectedId ? equipment.find((item) => item.id === selectedId) : undefined;

  return (
    <Box data-testid="equipment">
      <ResourceTable
        typeLabel={t('people.equipment.plural')}
        rows={rows}
        columns={columns}
        searchFields={searchFields}
        selectedId={selectedId}
        onSelect={(row) => void navigate(itemPath(row.id))}
        onAdd={() => setAdding(true)}
        testId="equipment-table"
      />
      {selectedId &&
        (selected ? (
          <EquipmentCard
            key={selected.id}
            item={selected}
            fields={fields}
            closeTo={listPath}
            onUpdate={(values) => onUpdate(selected.id, values)}
            onDelete={async () => {
              const failure = await onDelete(selected.id);
              if (!failure) await navigate(listPath);
              return failure;
            }}
          >
            {certificates(selected)}
          </EquipmentCard>
        ) : (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="equipment-missing">
            {t('error.recordNotFound')}
          </Alert>
        ))}
      <CreateModal
        open={adding}
        title={t('people.equipment.add')}
        fields={createFields}
        onClose={() => setAdding(false)}
        onCreate={onCreate}
        testId="equipment-create"
      />
    </Box>
  );
}

interface EquipmentCardProps {
  item: EquipmentItem;
  fields: readonly FormField[];
  closeTo: string;
  onUpdate: (values: FormValues) => Promise<CombinedError | undefined>;
  onDelete: () => Promise<CombinedError | undefined>;
  children: ReactNode;
}

function EquipmentCard({
  item,
  fields,
  closeTo,
  onUpdate,
  onDelete,
  children,
}: EquipmentCardProps) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card variant="outlined" sx={{ mt: 2, p: 2 }} data-testid="equipment-card">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h3" component="h3" data-testid="equipment-card-title">
            {item.name}
          </Typography>
          {item.equipment_type && (
            <Typography variant="body2" color="text.secondary">
              {item.equipment_type.value}
            </Typography>
          )}
        </Box>
        <IconButton
          component={RouterLink}
          to={closeTo}
          aria-label={t('resource.close')}
          data-testid="equipment-card-close"
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <ResourceForm
        fields={fields}
        record={item}
        onSave={onUpdate}
        editable
        testId="equipment-form"
        actions={
          <Button
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={() => setDeleting(true)}
            data-testid="equipment-delete"
          >
            {t('resource.delete')}
          </Button>
        }
      />
      <Typography variant="h4" component="h4" sx={{ mt: 3, mb: 1 }}>
        {t('people.equipmentCertificate.plural')}
      </Typography>
      {children}
      <ConfirmModal
        kind="delete"
        open={deleting}
        title={t('resource.deleteTitle', { name: item.name })}
        message={t('people.deleteEquipmentMessage')}
        onClose={() => setDeleting(false)}
        onConfirm={onDelete}
        testId="equipment-delete-modal"
      />
    </Card>
  );
}
