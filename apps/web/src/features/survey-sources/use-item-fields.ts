import type { ResourceDeclaration } from '@vezel/domain/resources/types';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { LookupItem } from '../../graphql/graphql';
import { formFieldsOf, type FormField } from '../../components/resource/form-logic';
import { activeItemOptions } from '../../components/resource/item-options';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { sourceItemLists, sourceItemsQuery, type SourceItemList } from './survey-source-operations';

const noneInUse: ReadonlySet<string | null> = new Set();

export type ItemSets = Partial<Record<SourceItemList, LookupItem[]>>;

const isSourceList = (list: string | undefined): list is SourceItemList =>
  (sourceItemLists as readonly string[]).includes(list ?? '');

/** The organisation's items of the lists the source, location and VSCP forms choose from. */
export function useItemSets(): ItemSets | undefined {
  const [result] = useQuery({ query: sourceItemsQuery });
  return result.data?.me.inventarisatie_user?.organisation.variable_set ?? undefined;
}

/**
 * A declaration's form fields with the items of each item field's list as its options (an
 * inactive item only where a shown record still names it); an optional item field starts
 * with an empty choice, so that it can be cleared.
 */
export function useItemFields(
  declaration: ResourceDeclaration,
  sets: ItemSets | undefined,
  inUse: ReadonlySet<string | null> = noneInUse,
): FormField[] {
  const { t } = useTranslation();
  const labels = useResourceLabels(declaration.type);
  return useMemo(() => {
    const lists = new Map(declaration.fields.map((field) => [field.name, field.itemsOf]));
    return formFieldsOf(declaration.fields, labels.label, labels.optionLabel).map((field) => {
      const list = lists.get(field.name);
      if (field.type !== 'item' || !isSourceList(list)) return field;
      const options = activeItemOptions(sets?.[list] ?? [], inUse);
      const required = field.rules.some((rule) => rule.rule === 'required');
      return {
        ...field,
        options: required ? options : [{ value: '', label: t('surveySources.none') }, ...options],
      };
    });
  }, [declaration, labels, sets, inUse, t]);
}
