import Typography from '@mui/material/Typography';
import { equipmentResource } from '@vezel/domain/resources/people';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import type { ResourceColumn } from '../../components/resource/cells';
import {
  formFieldsOf,
  type FormField,
  type FormValues,
} from '../../components/resource/form-logic';
import { RecordPanel } from '../../components/resource/RecordPanel';
import { typeSelectField } from '../../components/resource/item-options';
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
  const labels = useResourceLabels(equipmentResource.type);

  const fields = useMemo(
    () => formFieldsOf(equipmentResource.fields, labels.label, labels.optionLabel),
    [labels],
  );
  const createFields = useMemo(
    (): FormField[] => [
      typeSelectField('equipment_type', labels.label('equipment_type'), types),
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

  return (
    <RecordPanel
      records={equipment}
      toRow={toRow}
      columns={columns}
      searchFields={searchFields}
      typeLabel={t('people.equipment.plural')}
      addTitle={t('people.equipment.add')}
      selectedId={selectedId}
      listPath={listPath}
      itemPath={itemPath}
      fields={fields}
      createFields={createFields}
      onCreate={onCreate}
      onUpdate={onUpdate}
      onDelete={onDelete}
      card={{
        title: (item) => item.name,
        subtitle: (item) => item.equipment_type?.value,
        deleteMessage: t('people.deleteEquipmentMessage'),
        extra: (item) => (
          <>
            <Typography variant="h4" component="h4" sx={{ mt: 3, mb: 1 }}>
              {t('people.equipmentCertificate.plural')}
            </Typography>
            {certificates(item)}
          </>
        ),
      }}
      testId="equipment"
    />
  );
}

function toRow(item: EquipmentItem): EquipmentRow {
  return {
    id: item.id,
    type: item.equipment_type?.value ?? '',
    name: item.name,
    serial_number: item.serial_number,
  };
}
