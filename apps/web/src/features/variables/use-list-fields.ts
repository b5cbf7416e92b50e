import { listFieldsOf } from '@vezel/domain/resources/list-fields';
import { variableItemResource } from '@vezel/domain/resources/variable-item';
import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import type { ResourceColumn } from '../../components/resource/cells';
import {
  formFieldsOf,
  toInput,
  type FormField,
  type FormValues,
} from '../../components/resource/form-logic';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { listItemsQuery } from './variable-operations';

type Data = Record<string, unknown>;

/** The tabs an item's card gets for fields of its list that have a tab of their own. */
export function listFieldTabs(list: string): string[] {
  return [...new Set(listFieldsOf(list).flatMap((field) => (field.tab ? [field.tab] : [])))];
}

export function parseData(data: string | undefined): Data {
  if (!data) return {};
  const parsed: unknown = JSON.parse(data);
  return parsed && typeof parsed === 'object' ? (parsed as Data) : {};
}

/**
 * The special fields of a list (domain list-fields) as form fields and table columns,
 * with the items a reference field may choose: the active ones, and the one a record
 * already holds even when it has since been made inactive.
 */
export function useListFields(setId: string, list: string, current?: Data) {
  const labels = useResourceLabels(variableItemResource.type);
  const declared = listFieldsOf(list);
  // A list refers to one other list at most (list-fields.test.ts keeps it so).
  const reference = declared.find((field) => field.type === 'item' || field.type === 'items');
  const [itemsResult] = useQuery({
    query: listItemsQuery,
    variables: { set: setId, list: reference?.itemsOf ?? '' },
    pause: !reference,
  });
  const referenced = useMemo(() => itemsResult.data?.variableItems ?? [], [itemsResult.data]);
  const held = reference ? current?.[reference.name] : undefined;
  const chosen = useMemo(() => (Array.isArray(held) ? held : [held]).map(String), [held]);

  const allFields: FormField[] = useMemo(
    () =>
      formFieldsOf(declared, labels.label, labels.optionLabel).map((field) =>
        field.type === 'item' || field.type === 'items'
          ? {
              ...field,
              options: referenced
                .filter((item) => item.active || chosen.includes(item.id))
                .map((item) => ({ value: item.id, label: item.value })),
            }
          : field,
      ),
    [declared, labels, referenced, chosen],
  );

  // The main form's fields; a field with a tab of its own is on that tab.
  const fields = useMemo(() => allFields.filter((field) => !field.tab), [allFields]);
  const tabFields = useCallback(
    (tab: string) => allFields.filter((field) => field.tab === tab),
    [allFields],
  );

  const names = useMemo(
    () => new Map(referenced.map((item) => [item.id, item.value])),
    [referenced],
  );

  /** A row of the table or a record of the form: the item with its data's fields beside it. */
  const withData = useCallback(
    <Item extends { data?: string }>(item: Item): Item & Data => {
      const data = parseData(item.data);
      if (reference?.type === 'item' && data[reference.name] != null) {
        data[reference.name] = String(data[reference.name]);
        data[`${reference.name}_name`] = names.get(String(data[reference.name])) ?? '';
      }
      return { ...item, ...data };
    },
    [reference, names],
  );

  const columns = useMemo(
    () =>
      declared
        .filter((field) => field.column)
        .map((field): ResourceColumn<Data & { id: string }> => ({
          field: field.type === 'item' ? `${field.name}_name` : field.name,
          type: field.column ?? 'text',
          label: labels.label(field.name),
        })),
    [declared, labels],
  );

  /** The `data` input for these form values; null for a list without special fields. */
  const dataInput = useCallback(
    (values: FormValues, of: readonly FormField[] = fields) =>
      of.length === 0 ? null : JSON.stringify(toInput(of, values)),
    [fields],
  );

  return { fields, tabFields, columns, withData, dataInput };
}
