import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { variableItemResource } from '@vezel/domain/resources/variable-item';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useMutation } from 'urql';
import { useDateFormat } from '../../app/dates';
import { isTranslationKey } from '../../app/i18n';
import { useRoutePath } from '../../app/locale';
import { useRouteHandle } from '../../app/route-handle';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import { formFieldsOf, toInput, type FormValues } from '../../components/resource/form-logic';
import { ResourceForm } from '../../components/resource/ResourceForm';
import { SideCard } from '../../components/resource/SideCard';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import {
  deleteVariableItemMutation,
  updateVariableItemMutation,
  type VariableItem,
  variableItemTypenames,
} from './variable-operations';
import { listFieldTabs, parseData, useListFields } from './use-list-fields';
import { itemPath, targetOf } from './item-routes';
import { VariableMappings } from './VariableMappings';

interface VariableItemCardProps {
  setId: string;
  list: string;
  listName: string;
  item: VariableItem;
}

/** The card of one list item: its form, and a tab with its mappings to external systems. */
export function VariableItemCard({ setId, list, listName, item }: VariableItemCardProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const format = useDateFormat();
  const { routeId } = useRouteHandle();
  const params = useParams();
  const labels = useResourceLabels(variableItemResource.type);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [, updateItem] = useMutation(updateVariableItemMutation);
  const [, deleteItem] = useMutation(deleteVariableItemMutation);

  // The list an item belongs to is chosen when it is made and never changes.
  const data = useMemo(() => parseData(item.data), [item.data]);
  const special = useListFields(setId, list, data);
  const baseFields = useMemo(
    () =>
      formFieldsOf(variableItemResource.fields, labels.label, labels.optionLabel).filter(
        (field) => !field.createOnly,
      ),
    [labels],
  );
  const fields = useMemo(() => [...baseFields, ...special.fields], [baseFields, special.fields]);
  const record = useMemo(() => special.withData(item), [special, item]);
  const listPath = path('adminVariableList', { variableset: setId, variable: list });
  const { tab } = targetOf(routeId, params);
  const fieldTabs = listFieldTabs(list);
  const tabLabel = (key: string) => {
    const label = `variables.tab.${key}`;
    return isTranslationKey(label) ? t(label) : key;
  };

  async function saveTab(values: FormValues) {
    const result = await updateItem({
      id: item.id,
      input: { data: special.dataInput(values, special.tabFields(tab)) },
    });
    return result.error;
  }

  async function save(values: FormValues) {
    const result = await updateItem({
      id: item.id,
      input: { ...toInput(baseFields, values), data: special.dataInput(values) },
    });
    return result.error;
  }

  async function remove() {
    const result = await deleteItem({ id: item.id }, variableItemTypenames);
    if (!result.error) await navigate(listPath);
    return result.error;
  }

  return (
    <SideCard
      title={item.value}
      subtitle={listName}
      closeTo={listPath}
      activeTab={tab}
      tabs={[
        {
          key: '',
          label: t('variables.tab.details'),
          to: itemPath(path, setId, list, item.id),
        },
        ...fieldTabs.map((key) => ({
          key,
          label: tabLabel(key),
          to: itemPath(path, setId, list, item.id, key),
        })),
        {
          key: 'mappings',
          label: t('variables.tab.mappings', { count: item.variable_mappings.length }),
          to: itemPath(path, setId, list, item.id, 'mappings'),
        },
      ]}
      testId="variable-item-card"
    >
      {tab === 'mappings' ? (
        <VariableMappings setId={setId} list={list} item={item} />
      ) : fieldTabs.includes(tab) ? (
        <ResourceForm
          key={`${item.id}-${tab}`}
          fields={special.tabFields(tab)}
          record={record}
          onSave={saveTab}
          editable
          testId={`variable-item-${tab}`}
        />
      ) : (
        <>
          <ResourceForm
            key={item.id}
            fields={fields}
            record={record}
            onSave={save}
            editable
            testId="variable-item-form"
            actions={
              <Button
                color="error"
                startIcon={<DeleteOutlinedIcon />}
                onClick={() => setConfirmingDelete(true)}
                data-testid="variable-item-delete"
              >
                {t('resource.delete')}
              </Button>
            }
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('resource.createdUpdated', {
              created: format.dateTime(item.created_at),
              updated: format.dateTime(item.updated_at),
            })}
          </Typography>
          <ConfirmModal
            kind="delete"
            open={confirmingDelete}
            title={t('resource.deleteTitle', { name: item.value })}
            message={t('variables.deleteItemMessage')}
            onClose={() => setConfirmingDelete(false)}
            onConfirm={remove}
            testId="variable-item-delete-modal"
          />
        </>
      )}
    </SideCard>
  );
}
