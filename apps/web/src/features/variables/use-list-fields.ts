import { listFieldsOf } from '@vezel/domain/resources/list-fields';
import { variableItemResource } from '@vezel/domain/resources/variable-item';
import { createElement, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { ResourceColumn } from '../../components/resource/cells';
import {
  formFieldsOf,
  toInput,
  type FormField,
  type FormValue,
  type FormValues,
} from '../../components/resource/form-logic';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { symbolFieldsOf, symbolImageSource } from './symbol-preview';
import { SymbolImage, useSymbolColour } from './SymbolImage';
import { listItemsQuery } from './variable-operations';

type Data = Record<string, unknown>;

/** A row's field with its symbol as an image source, for the table's symbol column. */
const symbolColumn = 'symbol_image';

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
  const { t } = useTranslation();
  const labels = useResourceLabels(variableItemResource.type);
  const colour = useSymbolColour();
  const declared = listFieldsOf(list);
  const symbolFields = symbolFieldsOf(list);
  const [symbolField] = symbolFields;
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
          : symbolFields.includes(field.name)
            ? {
                ...field,
                preview: (value: FormValue | undefined) =>
                  createElement(SymbolImage, {
                    list,
                    markup: typeof value === 'string' ? value : '',
                    alt: t('variables.symbol.alt', { field: field.label }),
                    testId: `variable-item-symbol-${field.name}`,
                  }),
              }
            : field,
      ),
    [declared, labels, referenced, chosen, symbolFields, list, t],
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
      if (symbolField) data[symbolColumn] = symbolImageSource(list, data[symbolField], colour);
      return { ...item, ...data };
    },
    [reference, names, symbolField, list, colour],
  );

  const columns = useMemo(
    (): ResourceColumn<Data & { id: string }>[] => [
      // The symbol is drawn from the row, the server cannot sort by it.
      ...(symbolField
        ? [
            {
              field: symbolColumn,
              type: 'icon' as const,
              label: t('variables.symbol.column'),
              sortable: false,
            },
          ]
        : []),
      ...declared
        .filter((field) => field.column)
        .map((field): ResourceColumn<Data & { id: string }> => ({
          field: field.type === 'item' ? `${field.name}_name` : field.name,
          type: field.column ?? 'text',
          label: labels.label(field.name),
        })),
    ],
    [declared, labels, symbolField, t],
  );

  /** The `data` input for these form values; null for a list without special fields. */
  const dataInput = useCallback(
    (values: FormValues, of: readonly FormField[] = fields) =>
      of.length === 0 ? null : JSON.stringify(toInput(of, values)),
    [fields],
  );

  return { fields, tabFields, columns, withData, dataInput };
}
