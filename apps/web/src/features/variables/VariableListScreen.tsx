import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { variableItemResource } from '@vezel/domain/resources/variable-item';
import { isLookupListKey } from '@vezel/domain/rules/lookup-lists';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { useRouteHandle } from '../../app/route-handle';
import { PageLoader } from '../../components/PageLoader';
import { CreateModal } from '../../components/resource/CreateModal';
import { declaredColumns, searchFieldsOf } from '../../components/resource/declaration';
import { formFieldsOf, toInput, type FormValues } from '../../components/resource/form-logic';
import type { ResourceColumn } from '../../components/resource/cells';
import { ResourceTable, type ListQuery } from '../../components/resource/ResourceTable';
import { itemPath, targetOf } from './item-routes';
import { useListFields } from './use-list-fields';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { useServerErrorText } from '../../app/messages';
import { NotFoundScreen } from '../errors/ErrorScreen';
import { listNameKey } from './list-names';
import {
  createVariableItemMutation,
  sortVariableItemsMutation,
  variableItemPageQuery,
  variableItemQuery,
  variableSetQuery,
  type VariableItemPage,
  type VariableItemRow,
  variableItemTypenames,
} from './variable-operations';
import { VariableItemCard } from './VariableItemCard';
import { VariablesHeader } from './VariablesHeader';

const searchFields = searchFieldsOf(variableItemResource);
const firstPage: ListQuery = { search: '', sort: null, page: 0 };

/**
 * The items of one lookup list, and the card of the item in the URL. The same screen
 * serves the list, the item and its mapping routes, so the table keeps its search and
 * scroll position while cards open and close.
 */
export function VariableListScreen() {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const errorText = useServerErrorText();
  const params = useParams();
  const { routeId } = useRouteHandle();
  const setId = params.variableset ?? '';
  const { list, itemId } = targetOf(routeId, params);
  const labels = useResourceLabels(variableItemResource.type);
  const [adding, setAdding] = useState(false);
  const [sortError, setSortError] = useState<string | null>(null);
  // The first page is asked for at once, beside the set, not after the table mounts.
  const [listQuery, setListQuery] = useState<ListQuery>(firstPage);

  const [setResult] = useQuery({ query: variableSetQuery, variables: { id: setId } });
  const [pageResult] = useQuery({
    query: variableItemPageQuery,
    variables: {
      set: setId,
      list,
      search: listQuery.search,
      sort: listQuery.sort?.field ?? null,
      direction: listQuery.sort?.direction ?? null,
      page: listQuery.page,
    },
    context: variableItemTypenames,
    pause: !isLookupListKey(list),
  });
  const [itemResult] = useQuery({
    query: variableItemQuery,
    variables: { id: itemId ?? '' },
    context: variableItemTypenames,
    pause: itemId === undefined,
  });
  // The last page of this list stays on screen while the next is fetched, so that typing
  // in the search box does not flash the table.
  const listKey = `${setId}/${list}`;
  const fetchedPage = pageResult.data?.variableItemPage ?? undefined;
  const fetchedFor = pageResult.operation?.variables;
  const [shownPage, setShownPage] = useState<{ list: string; page: VariableItemPage } | null>(null);
  if (fetchedPage && shownPage?.page !== fetchedPage) {
    setShownPage({ list: `${fetchedFor?.set}/${fetchedFor?.list}`, page: fetchedPage });
  }
  const [, createItem] = useMutation(createVariableItemMutation);
  const [, sortItems] = useMutation(sortVariableItemsMutation);

  const special = useListFields(setId, list);
  const { dataInput } = special;
  const columns = useMemo(
    () => [
      ...declaredColumns<VariableItemRow>(variableItemResource, labels.label),
      ...(special.columns as ResourceColumn<VariableItemRow>[]),
    ],
    [labels.label, special.columns],
  );
  const baseFields = useMemo(
    () =>
      formFieldsOf(variableItemResource.fields, labels.label, labels.optionLabel).filter(
        (field) => field.name !== 'list' && field.name !== 'parent_item',
      ),
    [labels],
  );
  const createFields = useMemo(
    () => [...baseFields, ...special.fields],
    [baseFields, special.fields],
  );

  const onCreate = useCallback(
    async (values: FormValues) => {
      const result = await createItem(
        {
          input: { ...toInput(baseFields, values), list, data: dataInput(values) },
          connect: [{ type: 'variableSet', id: setId }],
        },
        variableItemTypenames,
      );
      return result.error;
    },
    [createItem, baseFields, dataInput, list, setId],
  );

  const onReorder = useCallback(
    async (row: VariableItemRow, from: number, to: number) => {
      setSortError(null);
      const result = await sortItems(
        { id: row.id, from: String(from), to: String(to) },
        variableItemTypenames,
      );
      if (result.error) setSortError(errorText(result.error));
      return !result.error;
    },
    [sortItems, errorText, setSortError],
  );

  const shown = shownPage?.list === listKey ? shownPage.page : undefined;
  const { withData } = special;
  const page = useMemo(
    () => shown && { ...shown, items: shown.items.map((row) => withData(row)) },
    [shown, withData],
  );

  if (!isLookupListKey(list)) return <NotFoundScreen />;
  const error = setResult.error ?? pageResult.error;
  if (error) return <ServerErrorAlert error={error} testId="variable-list-error" />;
  if (!setResult.data) return <PageLoader />;
  const set = setResult.data.variableSet;
  if (!set) return <NotFoundScreen />;

  const listName = t(listNameKey(list));
  const item = itemResult.data?.variableItem;

  return (
    <>
      <VariablesHeader
        crumbs={[
          { label: t('variables.title'), to: path('adminVariables') },
          { label: set.name, to: path('adminVariableSet', { variableset: set.id }) },
          { label: listName },
        ]}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: itemId ? 'minmax(0, 1fr) 440px' : '1fr',
          },
        }}
      >
        <Box sx={{ order: { xs: 2, md: 1 }, minWidth: 0 }}>
          {sortError && (
            <Alert
              severity="error"
              sx={{ mb: 1.5 }}
              onClose={() => setSortError(null)}
              data-testid="variable-items-sort-error"
            >
              {sortError}
            </Alert>
          )}
          <ResourceTable
            typeLabel={listName}
            remote={{ page, onQuery: setListQuery }}
            columns={columns}
            searchFields={searchFields}
            selectedId={itemId}
            onSelect={(row) => void navigate(itemPath(path, set.id, list, row.id))}
            onAdd={() => setAdding(true)}
            onReorder={onReorder}
            testId="variable-items"
          />
        </Box>
        {itemId && (
          <Box sx={{ order: { xs: 1, md: 2 }, minWidth: 0 }}>
            {item ? (
              <VariableItemCard setId={set.id} list={list} listName={listName} item={item} />
            ) : (
              itemResult.data && (
                <Alert severity="warning" data-testid="variable-item-missing">
                  {t('error.recordNotFound')}
                </Alert>
              )
            )}
          </Box>
        )}
      </Box>
      <CreateModal
        open={adding}
        title={t('variables.addItem', { list: listName })}
        fields={createFields}
        onClose={() => setAdding(false)}
        onCreate={onCreate}
        testId="variable-item-create"
      />
    </>
  );
}
