import {
  surveyPhotoKinds,
  surveyRecordResources,
  type SurveyRecordKind,
} from '@vezel/domain/surveys/records';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { LookupItem } from '../../graphql/graphql';
import { isTranslationKey } from '../../app/i18n';
import type { ResourceColumn } from '../../components/resource/cells';
import { formFieldsOf, type FormField } from '../../components/resource/form-logic';
import { activeItemOptions } from '../../components/resource/item-options';
import {
  recordItemsQuery,
  recordLocationsQuery,
  recordSpacesQuery,
  type SurveyRecord,
} from './survey-record-operations';

type Row = Record<string, unknown> & { id: string };

/** Text of a record's field in the table: a select's option label, a date as it is stored. */
const columnValue = (value: unknown) => (typeof value === 'string' ? value : (value ?? ''));

/**
 * A kind's form fields (labels `surveyRecords.fields.<field>`, the survey's spaces and
 * source locations and the organisation's items as choices), its table columns, and how a
 * record becomes a table row.
 */
export function useRecordFields(
  kind: SurveyRecordKind,
  surveyId: string,
  { fixedLocation }: { fixedLocation?: string },
) {
  const { t } = useTranslation();
  const declaration = surveyRecordResources[kind];
  const has = (name: string) => declaration.fields.some((field) => field.name === name);
  const needsItems = declaration.fields.some((field) => field.type === 'item');
  const [items] = useQuery({ query: recordItemsQuery, pause: !needsItems });
  const [spaces] = useQuery({
    query: recordSpacesQuery,
    variables: { surveyId },
    pause: !has('space'),
  });
  const [locations] = useQuery({
    query: recordLocationsQuery,
    variables: { surveyId },
    pause: !has('location') || fixedLocation !== undefined,
  });
  const set = items.data?.me.inventarisatie_user?.organisation.variable_set;

  const label = useCallback(
    (field: string) => {
      const key = `surveyRecords.fields.${field}`;
      return isTranslationKey(key) ? t(key) : field;
    },
    [t],
  );
  const optionLabel = useCallback(
    (field: string, option: string) => {
      const key = `surveyRecords.options.${field}.${option}`;
      return isTranslationKey(key) ? t(key) : option;
    },
    [t],
  );

  const fields = useMemo<FormField[]>(
    () =>
      formFieldsOf(declaration.fields, label, optionLabel)
        // On a location's tab its observations are at that location: no choice to make.
        .filter((field) => !(field.name === 'location' && fixedLocation !== undefined))
        .map((field) => {
          const declared = declaration.fields.find((candidate) => candidate.name === field.name);
          if (field.name === 'space') {
            return {
              ...field,
              options: [
                { value: '', label: t('surveyRecords.noSpace') },
                ...(spaces.data?.surveySpaces ?? []).map((space) => ({
                  value: space.id,
                  label: space.display_name,
                })),
              ],
            };
          }
          if (field.name === 'location') {
            return {
              ...field,
              options: [
                { value: '', label: t('surveyRecords.noLocation') },
                ...(locations.data?.surveyRecordLocationOptions ?? []).map((option) => ({
                  value: option.id,
                  label: option.name,
                })),
              ],
            };
          }
          if (declared?.type === 'item' && declared.itemsOf) {
            const list = (set as Record<string, LookupItem[] | string> | null | undefined)?.[
              declared.itemsOf
            ];
            return { ...field, options: activeItemOptions(Array.isArray(list) ? list : []) };
          }
          return field;
        }),
    [declaration, label, optionLabel, spaces.data, locations.data, set, fixedLocation, t],
  );

  const columns = useMemo<ResourceColumn<Row>[]>(() => {
    const photo = surveyPhotoKinds.includes(kind) || kind === 'plan';
    const declared = declaration.fields.flatMap((field): ResourceColumn<Row>[] => {
      if (field.type === 'item') {
        return [{ field: `${field.name}_value`, type: 'text', label: label(field.name) }];
      }
      if (field.name === 'space') {
        return [{ field: 'space_name', type: 'text', label: label('space') }];
      }
      if (field.name === 'location' && fixedLocation === undefined) {
        return [{ field: 'location_name', type: 'text', label: label('location') }];
      }
      return field.column
        ? [{ field: field.name, type: field.column, label: label(field.name) }]
        : [];
    });
    return [
      ...(photo
        ? [{ field: 'picture', type: 'image' as const, label: label('file'), sortable: false }]
        : []),
      ...declared,
    ];
  }, [declaration, kind, label, fixedLocation]);

  const toRow = useCallback(
    (record: SurveyRecord): Row => {
      const row: Row = { id: record.id };
      for (const column of columns) row[column.field] = columnValue(record[column.field]);
      const select = declaration.fields.find((field) => field.options && field.column);
      if (select && typeof record[select.name] === 'string') {
        row[select.name] = optionLabel(select.name, record[select.name] as string);
      }
      row.picture = record.thumbnail?.url ?? record.preview?.url ?? '';
      return row;
    },
    [columns, declaration, optionLabel],
  );

  // Until the choices are known, a select would show a chosen id instead of its name.
  const settled = (result: { data?: unknown; error?: unknown }, paused: boolean) =>
    paused || result.data !== undefined || result.error !== undefined;
  const ready =
    settled(items, !needsItems) &&
    settled(spaces, !has('space')) &&
    settled(locations, !has('location') || fixedLocation !== undefined);
  return { fields, createFields: fields, columns, toRow, optionLabel, ready };
}
