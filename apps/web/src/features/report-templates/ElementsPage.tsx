import { reportElementResource } from '@vezel/domain/resources/report-templates';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { toInput, type FormValues } from '../../components/resource/form-logic';
import { ListWithCard } from '../../components/resource/ListWithCard';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { SideCard } from '../../components/resource/SideCard';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { ElementEditor } from './ElementEditor';
import { useElementFields, useHeadingLabel, usePageLabel } from './report-fields';
import { elementsQuery, reportTemplateTypenames } from './report-template-operations';
import { refetches } from './report-template-refetches';
import { useEditable } from './use-editable';
import { ReportTabs } from './ReportTabs';

export function ElementsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = useRoutePath();
  const editable = useEditable();
  const elementId = useParams().element;
  const labels = useResourceLabels(reportElementResource.type);
  const pageLabel = usePageLabel();
  const headingLabel = useHeadingLabel();
  const [result] = useQuery({ query: elementsQuery, context: reportTemplateTypenames });
  const mutations = useResourceMutations(reportElementResource, refetches);
  const fields = useElementFields();
  const columns = useMemo(
    () => [
      { field: 'title', type: 'text' as const, label: labels.label('title') },
      { field: 'heading_level', type: 'text' as const, label: labels.label('heading_level') },
      { field: 'page', type: 'text' as const, label: t('reportTemplates.elements.page') },
      {
        field: 'chapter_count',
        type: 'text' as const,
        label: t('reportTemplates.elements.chapterCount'),
      },
    ],
    [labels, t],
  );
  const rows = useMemo(
    () =>
      result.data?.reportElements.map((element) => ({
        id: element.id,
        title: element.title,
        heading_level: headingLabel(element.heading_level),
        page: pageLabel(element),
        chapter_count: element.chapter_count,
      })),
    [result.data, headingLabel, pageLabel],
  );
  const onCreate = useCallback(
    async (values: FormValues) => {
      const created = await mutations.create(toInput(fields, values));
      if (created.id) await navigate(path('adminReportElement', { element: created.id }));
      return created.error;
    },
    [mutations, fields, navigate, path],
  );
  if (result.error) return <ServerErrorAlert error={result.error} testId="report-elements-error" />;
  const element = elementId
    ? result.data?.reportElements.find((candidate) => candidate.id === elementId)
    : undefined;

  return (
    <ListWithCard
      title={t('reportTemplates.title')}
      header={<ReportTabs active="elements" />}
      typeLabel={t('reportTemplates.elements.plural')}
      rows={rows}
      columns={columns}
      searchFields={['title']}
      selectedId={elementId}
      rowHref={(row) => path('adminReportElement', { element: row.id })}
      card={
        element && (
          <SideCard
            key={element.id}
            title={element.title}
            closeTo={path('adminReportElements')}
            testId="report-element-card"
          >
            <ElementEditor
              element={element}
              editable={editable}
              afterDelete={path('adminReportElements')}
            />
          </SideCard>
        )
      }
      addTitle={t('reportTemplates.elements.add')}
      canAdd={editable}
      createFields={fields}
      onCreate={onCreate}
      cardWidth={720}
      testId="report-elements"
      createTestId="report-element-create"
      missingTestId="report-element-missing"
    />
  );
}
