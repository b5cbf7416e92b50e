import { surveyInventarisationResource } from '@vezel/domain/surveys/inventarisations';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { useDateFormat } from '../../app/dates';
import { useRoutePath } from '../../app/locale';
import { useRouteHandle } from '../../app/route-handle';
import { PageLoader } from '../../components/PageLoader';
import { declaredColumns, searchFieldsOf } from '../../components/resource/declaration';
import { DetailsForm } from '../../components/resource/DetailsForm';
import {
  formFieldsOf,
  toInput,
  type FormField,
  type FormValues,
} from '../../components/resource/form-logic';
import { activeItemOptions } from '../../components/resource/item-options';
import { ListWithCard } from '../../components/resource/ListWithCard';
import { ResourceForm } from '../../components/resource/ResourceForm';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { SideCard } from '../../components/resource/SideCard';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import type { SurveySectionProps } from '../surveys/section-types';
import { InventarisationDossierChecks } from './InventarisationDossierChecks';
import {
  inventarisationTypenames,
  lateReasonsQuery,
  surveyInventarisationQuery,
  surveyInventarisationsQuery,
  type SurveyInventarisation,
} from './survey-inventarisation-operations';

const declaration = surveyInventarisationResource;

/** What the inventory's mutations refetch besides the inventories: its dossier checks. */
const mutationOptions = { refetches: inventarisationTypenames.additionalTypenames };

/**
 * The inventory's form: the late reason is asked (and required) only while the start lies
 * more than 5 working days after the order, by the same rule the server applies.
 */
function useInventarisationFields(current?: string | null): FormField[] {
  const labels = useResourceLabels(declaration.type);
  const [reasons] = useQuery({ query: lateReasonsQuery, variables: {} });
  const items =
    reasons.data?.me.inventarisatie_user?.organisation.variable_set
      ?.asbest_regisseur_reden_inv_later;
  return useMemo(
    () =>
      formFieldsOf(declaration.fields, labels.label, labels.optionLabel).map((field) =>
        field.name === 'late_reason'
          ? { ...field, options: activeItemOptions(items ?? [], new Set([current ?? null])) }
          : field,
      ),
    [labels, items, current],
  );
}

/**
 * The inventories of a property survey (/onderzoeken/{survey}/inventarisations): when each
 * was ordered and takes place, and the card of one with its information and dossier checks.
 */
export function SurveyInventarisationsSection({ surveyId, editable }: SurveySectionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = useRoutePath();
  const selectedId = useParams().inventarisation;
  const labels = useResourceLabels(declaration.type);
  const fields = useInventarisationFields();
  const [result] = useQuery({
    query: surveyInventarisationsQuery,
    variables: { surveyId },
    context: inventarisationTypenames,
  });
  const mutations = useResourceMutations(declaration, mutationOptions);
  const columns = useMemo(() => declaredColumns(declaration, labels.label), [labels]);
  const onCreate = useCallback(
    async (values: FormValues) => {
      const created = await mutations.create(toInput(fields, values), { survey: surveyId });
      const id = created.id;
      if (id) {
        await navigate(path('surveyInventarisation', { survey: surveyId, inventarisation: id }));
      }
      return created.error;
    },
    [mutations, fields, navigate, path, surveyId],
  );

  if (result.error) {
    return <ServerErrorAlert error={result.error} testId="survey-inventarisations-error" />;
  }
  const selected = selectedId
    ? result.data?.surveyInventarisations.find((row) => row.id === selectedId)
    : undefined;

  return (
    <ListWithCard
      title={t('surveyInventarisations.title')}
      typeLabel={t('surveyInventarisations.plural')}
      rows={result.data?.surveyInventarisations}
      columns={columns}
      searchFields={searchFieldsOf(declaration)}
      selectedId={selectedId}
      rowHref={(row) =>
        path('surveyInventarisation', { survey: surveyId, inventarisation: row.id })
      }
      card={
        selected && (
          <InventarisationCard
            key={selected.id}
            surveyId={surveyId}
            inventarisation={selected}
            editable={editable}
          />
        )
      }
      addTitle={t('surveyInventarisations.add')}
      canAdd={editable}
      createFields={fields}
      onCreate={onCreate}
      cardWidth={560}
      testId="survey-inventarisations"
      createTestId="survey-inventarisation-create"
      missingTestId="survey-inventarisation-missing"
    />
  );
}

function InventarisationCard({
  surveyId,
  inventarisation,
  editable,
}: {
  surveyId: string;
  inventarisation: SurveyInventarisation;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = useRoutePath();
  const format = useDateFormat();
  const { routeId } = useRouteHandle();
  const tab = routeId === 'surveyInventarisationDossierChecks' ? 'dossierchecks' : '';
  const fields = useInventarisationFields(inventarisation.late_reason);
  const mutations = useResourceMutations(declaration, mutationOptions);
  const [full] = useQuery({
    query: surveyInventarisationQuery,
    variables: { id: inventarisation.id },
    context: inventarisationTypenames,
    pause: tab !== 'dossierchecks',
  });
  const base = { survey: surveyId, inventarisation: inventarisation.id };
  const listPath = path('surveyInventarisations', { survey: surveyId });
  const record = useMemo(
    () => ({ ...inventarisation, late_reason: inventarisation.late_reason ?? '' }),
    [inventarisation],
  );
  const save = async (values: FormValues) =>
    (await mutations.update(inventarisation.id, toInput(fields, values))).error;

  return (
    <SideCard
      title={
        inventarisation.starts_on
          ? t('surveyInventarisations.cardTitle', { date: format.date(inventarisation.starts_on) })
          : t('surveyInventarisations.one')
      }
      subtitle={inventarisation.late ? t('surveyInventarisations.late') : undefined}
      closeTo={listPath}
      activeTab={tab}
      tabs={[
        {
          key: '',
          label: t('surveyInventarisations.tab.information'),
          to: path('surveyInventarisationInformation', base),
        },
        {
          key: 'dossierchecks',
          label: t('surveyInventarisations.tab.dossierChecks'),
          to: path('surveyInventarisationDossierChecks', base),
        },
      ]}
      testId="survey-inventarisation-card"
    >
      {tab === 'dossierchecks' ? (
        full.error ? (
          <ServerErrorAlert error={full.error} testId="inventarisation-dossier-checks-error" />
        ) : full.data?.surveyInventarisation ? (
          <InventarisationDossierChecks
            inventarisationId={inventarisation.id}
            checks={full.data.surveyInventarisation.dossier_checks}
            editable={editable}
          />
        ) : (
          <PageLoader />
        )
      ) : editable ? (
        <DetailsForm
          // The reasons to choose from arrive after the record: start afresh when they do.
          key={fields.find((field) => field.name === 'late_reason')?.options?.length ?? 0}
          fields={fields}
          record={record}
          name={t('surveyInventarisations.one')}
          deleteMessage={t('surveyInventarisations.deleteMessage')}
          onSave={save}
          onDelete={async () => {
            const removed = await mutations.remove(inventarisation.id);
            if (!removed.error) await navigate(listPath);
            return removed.error;
          }}
          formTestId="survey-inventarisation-form"
          deleteTestId="survey-inventarisation-delete"
        />
      ) : (
        <ResourceForm
          fields={fields}
          record={record}
          onSave={save}
          editable={false}
          testId="survey-inventarisation-form"
        />
      )}
    </SideCard>
  );
}
