import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { dossierCheckTemplateResource } from '@vezel/domain/resources/dossier-checks';
import type { ResourceColumn } from '../../components/resource/cells';
import { useResourceList } from '../../components/resource/resource-operations';
import { ResourceTable } from '../../components/resource/ResourceTable';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { DossierCheckTabs } from './DossierCheckTabs';
import { surveyTypesQuery } from './dossier-check-operations';

interface SurveyTypeRow {
  id: string;
  value: string;
  description: string;
  templates: string;
}

/**
 * The organisation's active survey types and the active checklists a surveyor fills in on
 * each; a type without one is marked, so a manager sees what is missing.
 */
export function SurveyTypesPage() {
  const { t } = useTranslation();
  const [types] = useQuery({ query: surveyTypesQuery });
  // The templates' declared fields (name, active, survey types) are all this page shows.
  const [list, templates] = useResourceList(dossierCheckTemplateResource, 'dossierCheckTemplates');
  const columns = useMemo<ResourceColumn<SurveyTypeRow>[]>(
    () => [
      { field: 'value', type: 'text', label: t('dossierChecks.surveyTypes.value') },
      { field: 'description', type: 'text', label: t('dossierChecks.surveyTypes.description') },
      { field: 'templates', type: 'text', label: t('dossierChecks.surveyTypes.templates') },
    ],
    [t],
  );
  const surveyTypes =
    types.data?.me.inventarisatie_user?.organisation.variable_set?.onderzoek_types;
  const rows = useMemo(
    () =>
      surveyTypes && list
        ? surveyTypes
            .filter((type) => type.active)
            .map((type) => ({
              id: type.id,
              value: type.value,
              description: type.description,
              templates:
                list
                  .filter(
                    (template) =>
                      template.active && template.survey_types.some((item) => item.id === type.id),
                  )
                  .map((template) => template.name)
                  .join(', ') || t('dossierChecks.surveyTypes.none'),
            }))
        : undefined,
    [surveyTypes, list, t],
  );

  const error = types.error ?? templates.error;
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }} data-testid="page-heading">
        {t('dossierChecks.title')}
      </Typography>
      <DossierCheckTabs active="surveyTypes" />
      {error ? (
        <ServerErrorAlert error={error} testId="dossier-check-survey-types-error" />
      ) : (
        <ResourceTable
          typeLabel={t('dossierChecks.surveyTypes.plural')}
          rows={rows}
          columns={columns}
          searchFields={['value', 'description', 'templates']}
          testId="dossier-check-survey-types"
        />
      )}
    </>
  );
}
