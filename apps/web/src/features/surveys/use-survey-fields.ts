import type { ResourceDeclaration } from '@vezel/domain/resources/types';
import { surveyResource } from '@vezel/domain/resources/surveys';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import {
  formFieldsOf,
  type FormField,
  type FormOption,
} from '../../components/resource/form-logic';
import { activeItemOptions } from '../../components/resource/item-options';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import {
  planningChoicesQuery,
  surveyListsQuery,
  surveyListKeys,
  type SurveyLists,
  type SurveyPerson,
} from './survey-operations';
import type { SurveyAssetKind } from './survey-routes';

/** The lookup lists of the organisation's variable set the survey forms choose from. */
function useSurveyLists(): SurveyLists | undefined {
  const [result] = useQuery({ query: surveyListsQuery });
  return result.data?.me.inventarisatie_user?.organisation.variable_set ?? undefined;
}

/** What a survey already holds, so that a choice no longer offered still shows its name. */
export interface SurveyChoicesInUse {
  itemIds: ReadonlySet<string | null>;
  client?: { id: string; name: string } | null;
  branch?: { id: string; name: string } | null;
  surveyors?: readonly SurveyPerson[];
}

const withCurrent = (
  options: FormOption[],
  current: { id: string; name: string } | null | undefined,
): FormOption[] =>
  current && !options.some((option) => option.value === current.id)
    ? [...options, { value: current.id, label: current.name }]
    : options;

const nothingInUse: SurveyChoicesInUse = { itemIds: new Set() };

/** A form's fields, and whether their choices have arrived (until then a choice shows its id). */
export interface SurveyFormFields {
  fields: FormField[];
  ready: boolean;
}

/**
 * The form of a survey's planning (surveyResource): its client from the asset kind's client
 * book, the survey type and kind from the variable set, the surveyors and the branch.
 */
export function useSurveyFields(
  assetKind: SurveyAssetKind,
  inUse: SurveyChoicesInUse = nothingInUse,
): SurveyFormFields {
  const { t } = useTranslation();
  const labels = useResourceLabels(surveyResource.type);
  const lists = useSurveyLists();
  const [choices] = useQuery({
    query: planningChoicesQuery,
    variables: { book: assetKind === 'vessel' ? 'maritime' : 'property' },
  });
  const data = choices.data;
  const fields = useMemo(() => {
    const options: Record<string, FormOption[]> = {
      client: [
        { value: '', label: t('surveys.noClient') },
        ...withCurrent(
          (data?.clients ?? []).map((client) => ({ value: client.id, label: client.name })),
          inUse.client,
        ),
      ],
      branch: [
        { value: '', label: t('surveys.noBranch') },
        ...withCurrent(
          (data?.branches ?? []).map((branch) => ({ value: branch.id, label: branch.name })),
          inUse.branch,
        ),
      ],
      surveyors: [...(data?.surveyorOptions ?? []), ...(inUse.surveyors ?? [])]
        .filter((person, index, all) => all.findIndex((p) => p.id === person.id) === index)
        .map((person) => ({ value: person.id, label: person.full_name })),
      survey_type: [
        { value: '', label: t('surveys.noChoice') },
        ...activeItemOptions(lists?.onderzoek_types ?? [], inUse.itemIds),
      ],
      survey_kind: [
        { value: '', label: t('surveys.noChoice') },
        ...activeItemOptions(lists?.onderzoek_soorten ?? [], inUse.itemIds),
      ],
    };
    return formFieldsOf(surveyResource.fields, labels.label, labels.optionLabel).map((field) => ({
      ...field,
      ...(options[field.name] ? { options: options[field.name] } : {}),
      ...(field.name === 'planned_start' ? { default: dayjs().format('DD-MM-YYYY') } : {}),
    }));
  }, [data, lists, inUse, labels, t]);
  return { fields, ready: data !== undefined && lists !== undefined };
}

const isSurveyList = (list: string): list is keyof SurveyLists =>
  (surveyListKeys as readonly string[]).includes(list);

/**
 * The form of one of the information groups (survey info, asbestos research, execution):
 * its item fields offer the items of their lookup lists.
 */
export function useGroupFields(
  declaration: ResourceDeclaration,
  inUse: ReadonlySet<string | null>,
): SurveyFormFields {
  const { t } = useTranslation();
  const labels = useResourceLabels(declaration.type);
  const lists = useSurveyLists();
  const fields = useMemo(
    () =>
      formFieldsOf(declaration.fields, labels.label, labels.optionLabel).map((field) => {
        if (field.type !== 'item') return field;
        const list = declaration.fields.find((declared) => declared.name === field.name)?.itemsOf;
        const items = list && isSurveyList(list) ? (lists?.[list] ?? []) : [];
        return {
          ...field,
          options: [
            { value: '', label: t('surveys.noChoice') },
            ...activeItemOptions(items, inUse),
          ],
        };
      }),
    [declaration, labels, lists, inUse, t],
  );
  return { fields, ready: lists !== undefined };
}
