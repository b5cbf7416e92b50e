import Alert from '@mui/material/Alert';
import { assetTypeNames } from '@vezel/domain/assets/asset-types';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import type { ResourceColumn } from '../../components/resource/cells';
import type { FormField, FormValues } from '../../components/resource/form-logic';
import { ListWithCard } from '../../components/resource/ListWithCard';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import type { SurveySectionProps } from '../surveys/section-types';
import {
  createSurveyReportMutation,
  reportTemplateOptionsQuery,
  surveyReportsQuery,
  surveyReportTypenames,
} from './survey-report-operations';
import { statusBadge } from './report-status';

interface ReportRow {
  id: string;
  version: number;
  title: string;
  status: { value: string; color: string | null }[];
  pdf_made_at: string;
}

export function ReportList({
  surveyId,
  assetKind,
  canMake,
}: Pick<SurveySectionProps, 'surveyId' | 'assetKind'> & { canMake: boolean }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const [result] = useQuery({
    query: surveyReportsQuery,
    variables: { surveyId },
    context: surveyReportTypenames,
  });
  const [templates] = useQuery({
    query: reportTemplateOptionsQuery,
    variables: { assetType: assetTypeNames[assetKind] },
    pause: !canMake,
  });
  const [, create] = useMutation(createSurveyReportMutation);
  const rows = useMemo(
    () =>
      result.data?.surveyReports.map((report): ReportRow => {
        const { label, colour } = statusBadge(t, report.status);
        return {
          id: report.id,
          version: report.version,
          title: report.title,
          // A palette path: the badge's colour follows the theme.
          status: [{ value: label, color: colour && `${colour}.main` }],
          pdf_made_at: report.pdf_made_at ?? '',
        };
      }),
    [result.data, t],
  );
  const columns = useMemo<ResourceColumn<ReportRow>[]>(
    () =>
      (
        [
          ['version', 'text'],
          ['title', 'text'],
          ['status', 'badge'],
          ['pdf_made_at', 'datetime'],
        ] as const
      ).map(([field, type]) => ({ field, type, label: t(`surveyReports.column.${field}`) })),
    [t],
  );
  const createFields = useMemo<FormField[]>(
    () => [
      {
        name: 'template',
        type: 'select',
        label: t('surveyReports.template'),
        rules: [{ rule: 'required' }],
        options: (templates.data?.reportTemplates ?? []).map((template) => ({
          value: template.id,
          label: template.name,
        })),
        step: 1,
        createOnly: true,
      },
    ],
    [templates.data, t],
  );
  const onCreate = useCallback(
    async (values: FormValues) => {
      const made = await create(
        { surveyId, templateId: String(values.template ?? '') },
        surveyReportTypenames,
      );
      const id = made.data?.createSurveyReport.id;
      if (id) await navigate(path('surveyReport', { survey: surveyId, report: id }));
      return made.error;
    },
    [create, navigate, path, surveyId],
  );

  if (result.error) return <ServerErrorAlert error={result.error} testId="survey-reports-error" />;
  const noTemplates = canMake && templates.data?.reportTemplates.length === 0;
  return (
    <ListWithCard
      title={t('surveyReports.title')}
      header={
        noTemplates ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('surveyReports.noTemplates')}
          </Alert>
        ) : undefined
      }
      typeLabel={t('surveyReports.plural')}
      rows={rows}
      columns={columns}
      searchFields={['title']}
      selectedId={undefined}
      rowHref={(row) => path('surveyReport', { survey: surveyId, report: row.id })}
      card={undefined}
      addTitle={t('surveyReports.add')}
      canAdd={canMake && !noTemplates}
      createFields={createFields}
      onCreate={onCreate}
      testId="survey-reports"
      createTestId="survey-report-create"
      missingTestId="survey-report-missing"
    />
  );
}
