import { variableItemResource } from '@vezel/domain/resources/variable-item';
import { isItemListKey, parentListOf } from '@vezel/domain/rules/lookup-lists';
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { useServerErrorText } from '../../app/messages';
import type { ResourceColumn } from '../../components/resource/cells';
import { declaredColumns } from '../../components/resource/declaration';
import { formFieldsOf, toInput, type FormValues } from '../../components/resource/form-logic';
import type { ListQuery } from '../../components/resource/ResourceTable';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { useListFields } from './use-list-fields';
import {
  itemRefetches,
  variableItemPageQuery,
  variableItemTypenames,
  type VariableItemPage,
  type VariableItemRow,
} from './variable-operations';

const firstPage: ListQuery = { search: '', sort: null, page: 0 };

/**
 * One list of items as its table shows it (a lookup list, or a child list under its
 * parent): the page the server sends, its columns, and adding and reordering items.
 */
export function useItemList(setId: string, list: string, parentId?: string) {
  const errorText = useServerErrorText();
  const labels = useResourceLabels(variableItemResource.type);
  const [sortError, setSortError] = useState<string | null>(null);
  // The first page is asked for at once, not after the table mounts.
  const [listQuery, setListQuery] = useState<ListQuery>(firstPage);
  const valid = isItemListKey(list) && (parentListOf(list) === null) === (parentId === undefined);

  const [pageResult] = useQuery({
    query: variableItemPageQuery,
    variables: {
      set: setId,
      list,
      parent: parentId ?? null,
      search: listQuery.search,
      sort: listQuery.sort?.field ?? null,
      direction: listQuery.sort?.direction ?? null,
      page: listQuery.page,
    },
    context: variableItemTypenames,
    pause: !valid,
  });
  // The last page of this list stays on screen while the next is fetched, so that typing
  // in the search box does not flash the table.
  const listKey = `${setId}/${list}/${parentId ?? ''}`;
  const fetchedPage = pageResult.data?.variableItemPage ?? undefined;
  const fetchedFor = pageResult.operation?.variables;
  const [lastPage, setLastPage] = useState<{ key: string; page: VariableItemPage } | null>(null);
  if (fetchedPage && lastPage?.page !== fetchedPage) {
    setLastPage({
      key: `${fetchedFor?.set}/${fetchedFor?.list}/${fetchedFor?.parent ?? ''}`,
      page: fetchedPage,
    });
  }

  const special = useListFields(setId, list);
  const { dataInput, withData } = special;
  const shown = lastPage?.key === listKey ? lastPage.page : undefined;
  const page = useMemo(
    () => shown && { ...shown, items: shown.items.map((row) => withData(row)) },
    [shown, withData],
  );

  const columns = useMemo(
    () => [
      ...declaredColumns<VariableItemRow>(variableItemResource, labels.label),
      ...(special.columns as ResourceColumn<VariableItemRow>[]),
    ],
    [labels.label, special.columns],
  );
  const baseFields = useMemo(
    () => formFieldsOf(variableItemResource.fields, labels.label, labels.optionLabel),
    [labels],
  );
  const createFields = useMemo(
    () => [...baseFields, ...special.fields],
    [baseFields, special.fields],
  );

  const mutations = useResourceMutations(variableItemResource, itemRefetches);
  const onCreate = useCallback(
    async (values: FormValues) => {
      const result = await mutations.create(
        {
          ...toInput(baseFields, values),
          list,
          parent_item: parentId === undefined ? null : Number(parentId),
          data: dataInput(values),
        },
        { variableSet: setId },
      );
      return result.error;
    },
    [mutations, baseFields, dataInput, list, parentId, setId],
  );
  const onReorder = useCallback(
    async (row: VariableItemRow, from: number, to: number) => {
      setSortError(null);
      const result = await mutations.sort({ id: row.id, from: String(from), to: String(to) });
      if (result.error) setSortError(errorText(result.error));
      return !result.error;
    },
    [mutations, errorText, setSortError],
  );

  return {
    valid,
    page,
    error: pageResult.error,
    columns,
    createFields,
    onCreate,
    onReorder,
    sortError,
    clearSortError: () => setSortError(null),
    onQuery: setListQuery,
  };
}
