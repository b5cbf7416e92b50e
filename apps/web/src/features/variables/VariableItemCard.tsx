import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { variableItemResource } from '@vezel/domain/resources/variable-item';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDateFormat } from '../../app/dates';
import { isTranslationKey } from '../../app/i18n';
import { useRoutePath } from '../../app/locale';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import { formFieldsOf, toInput, type FormValues } from '../../components/resource/form-logic';
import { ResourceForm } from '../../components/resource/ResourceForm';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { SideCard } from '../../components/resource/SideCard';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ChosenItems } from './ChosenItems';
import {
  childListOf,
  childTabs,
  itemPath,
  parentTabOf,
  type ChainLink,
  type ListTarget,
} from './item-routes';
import { ItemListTable } from './ItemListTable';
import { anyListNameKey } from './list-names';
import { listFieldTabs, parseData, useListFields } from './use-list-fields';
import { itemRefetches, type VariableItem } from './variable-operations';
import { VariableMappings } from './VariableMappings';

interface VariableItemCardProps {
  setId: string;
  /** The items from the table's row down to this card's item. */
  chain: readonly [ChainLink, ...ChainLink[]];
  target: ListTarget;
  listName: string;
  item: VariableItem;
}

/**
 * The card of one item: its form, tabs for special fields that list other items, for its
 * child lists (a material type's sample kinds...) and for its mappings to external systems.
 */
export function VariableItemCard({ setId, chain, target, listName, item }: VariableItemCardProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const format = useDateFormat();
  const labels = useResourceLabels(variableItemResource.type);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const mutations = useResourceMutations(variableItemResource, itemRefetches);
  const { list } = item;
  const { tab } = target;

  const data = useMemo(() => parseData(item.data), [item.data]);
  const special = useListFields(setId, list, data);
  // The list an item belongs to, and its parent, are chosen when it is made.
  const baseFields = useMemo(
    () =>
      formFieldsOf(variableItemResource.fields, labels.label, labels.optionLabel).filter(
        (field) => !field.createOnly,
      ),
    [labels],
  );
  const fields = useMemo(() => [...baseFields, ...special.fields], [baseFields, special.fields]);
  const record = useMemo(() => special.withData(item), [special, item]);
  const fieldTabs = listFieldTabs(list);
  const childListTabs = childTabs(chain);
  const detailsChildren = childListOf(chain, '');
  const tabChildren = childListOf(chain, tab);
  const parents = chain.slice(0, -1);
  // A child's card closes to the tab of its parent that lists it.
  const closeTo =
    parents.length > 0
      ? itemPath(path, setId, parents, parentTabOf(chain))
      : path('adminVariableList', { variableset: setId, variable: list });
  const tabLabel = (key: string) => {
    const label = `variables.tab.${key}`;
    return isTranslationKey(label) ? t(label) : key;
  };

  async function save(values: FormValues) {
    const result = await mutations.update(item.id, {
      ...toInput(baseFields, values),
      data: special.dataInput(values),
    });
    return result.error;
  }

  async function saveTab(values: FormValues) {
    const result = await mutations.update(item.id, {
      data: special.dataInput(values, special.tabFields(tab)),
    });
    return result.error;
  }

  async function remove() {
    const result = await mutations.remove(item.id);
    if (!result.error) await navigate(closeTo);
    return result.error;
  }

  const childTable = (childList: string) => {
    const name = t(anyListNameKey(childList));
    return (
      <ItemListTable
        key={`${item.id}-${childList}`}
        setId={setId}
        list={childList}
        parentId={item.id}
        typeLabel={name}
        addTitle={t('variables.addItem', { list: name })}
        rowHref={(row) => itemPath(path, setId, [...chain, { list: childList, itemId: row.id }])}
        testId="variable-children"
        createTestId="variable-child-create"
      />
    );
  };

  return (
    <SideCard
      title={item.value}
      subtitle={item.parent ? `${item.parent.value} › ${listName}` : listName}
      closeTo={closeTo}
      activeTab={tab}
      tabs={[
        { key: '', label: t('variables.tab.details'), to: itemPath(path, setId, chain) },
        ...[...fieldTabs, ...childListTabs].map((key) => ({
          key,
          label: tabLabel(key),
          to: itemPath(path, setId, chain, key),
        })),
        {
          key: 'mappings',
          label: t('variables.tab.mappings', { count: item.variable_mappings.length }),
          to: itemPath(path, setId, chain, 'mappings'),
        },
      ]}
      testId="variable-item-card"
    >
      {tab === 'mappings' ? (
        <VariableMappings setId={setId} chain={chain} item={item} mappingId={target.mappingId} />
      ) : fieldTabs.includes(tab) ? (
        <>
          <ResourceForm
            key={`${item.id}-${tab}`}
            fields={special.tabFields(tab)}
            record={record}
            onSave={saveTab}
            editable
            testId={`variable-item-${tab}`}
          />
          <ChosenItems
            setId={setId}
            chain={chain}
            tab={tab}
            fields={special.tabFields(tab)}
            data={data}
            chosenId={target.chosenId}
          />
        </>
      ) : tabChildren ? (
        <Box sx={{ pt: 1 }}>{childTable(tabChildren)}</Box>
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
          {detailsChildren && (
            <Box sx={{ mt: 3 }}>
              <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
                {t(anyListNameKey(detailsChildren))}
              </Typography>
              {childTable(detailsChildren)}
            </Box>
          )}
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
