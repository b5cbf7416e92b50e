import { reportTemplateResource } from '@vezel/domain/resources/report-templates';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { toInput, type FormValues } from '../../components/resource/form-logic';
import { ListWithCard } from '../../components/resource/ListWithCard';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { useTemplateFields } from './report-fields';
import { reportTemplateTypenames, templatesQuery } from './report-template-operations';
import { refetches } from './report-template-refetches';
import { useEditable } from './use-editable';
import { ReportTabs } from './ReportTabs';
import { TemplateCard } from './TemplateCard';

export function TemplatesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = useRoutePath();
  const editable = useEditable();
  const templateId = useParams().template;
  const labels = useResourceLabels(reportTemplateResource.type);
  const [result] = useQuery({ query: templatesQuery, context: reportTemplateTypenames });
  const mutations = useResourceMutations(reportTemplateResource, refetches);
  const fields = useTemplateFields();
  const columns = useMemo(
    () => [
      { field: 'name', type: 'text' as const, label: labels.label('name') },
      { field: 'asset_kind', type: 'text' as const, label: labels.label('asset_kind') },
      { field: 'language', type: 'text' as const, label: labels.label('language') },
      { field: 'description', type: 'text' as const, label: labels.label('description') },
      { field: 'active', type: 'boolean' as const, label: labels.label('active') },
    ],
    [labels],
  );
  const rows = useMemo(
    () =>
      result.data?.reportTemplates.map((template) => ({
        ...template,
        asset_kind: labels.optionLabel('asset_kind', template.asset_kind),
        language: labels.optionLabel('language', template.language),
      })),
    [result.data, labels],
  );
  const onCreate = useCallback(
    async (values: FormValues) => {
      const created = await mutations.create(toInput(fields, values));
      if (created.id) await navigate(path('adminReportTemplate', { template: created.id }));
      return created.error;
    },
    [mutations, fields, navigate, path],
  );
  if (result.error)
    return <ServerErrorAlert error={result.error} testId="report-templates-error" />;
  const template = templateId
    ? result.data?.reportTemplates.find((candidate) => candidate.id === templateId)
    : undefined;

  return (
    <ListWithCard
      title={t('reportTemplates.title')}
      header={<ReportTabs active="templates" />}
      typeLabel={t('reportTemplates.templates.plural')}
      rows={rows}
      columns={columns}
      searchFields={['name', 'description', 'asset_kind']}
      selectedId={templateId}
      rowHref={(row) => path('adminReportTemplate', { template: row.id })}
      card={template && <TemplateCard key={template.id} templateId={template.id} />}
      addTitle={t('reportTemplates.templates.add')}
      canAdd={editable}
      createFields={fields}
      onCreate={onCreate}
      testId="report-templates"
      createTestId="report-template-create"
      missingTestId="report-template-missing"
    />
  );
}
