import { reportChapterResource } from '@vezel/domain/resources/report-templates';
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
import { useChapterFields } from './report-fields';
import { chaptersQuery, reportTemplateTypenames } from './report-template-operations';
import { refetches } from './report-template-refetches';
import { useEditable } from './use-editable';
import { ReportTabs } from './ReportTabs';
import { ChapterCardContent } from './ChapterCardContent';

export function ChaptersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const path = useRoutePath();
  const editable = useEditable();
  const chapterId = useParams().chapter;
  const labels = useResourceLabels(reportChapterResource.type);
  const [result] = useQuery({ query: chaptersQuery, context: reportTemplateTypenames });
  const mutations = useResourceMutations(reportChapterResource, refetches);
  const fields = useChapterFields();
  const columns = useMemo(
    () => [
      { field: 'title', type: 'text' as const, label: labels.label('title') },
      { field: 'appendix', type: 'boolean' as const, label: labels.label('appendix') },
      {
        field: 'template_count',
        type: 'text' as const,
        label: t('reportTemplates.chapters.templateCount'),
      },
    ],
    [labels, t],
  );
  const onCreate = useCallback(
    async (values: FormValues) => {
      const created = await mutations.create(toInput(fields, values));
      if (created.id) await navigate(path('adminReportChapter', { chapter: created.id }));
      return created.error;
    },
    [mutations, fields, navigate, path],
  );
  if (result.error) return <ServerErrorAlert error={result.error} testId="report-chapters-error" />;
  const chapter = chapterId
    ? result.data?.reportChapters.find((candidate) => candidate.id === chapterId)
    : undefined;

  return (
    <ListWithCard
      title={t('reportTemplates.title')}
      header={<ReportTabs active="chapters" />}
      typeLabel={t('reportTemplates.chapters.plural')}
      rows={result.data?.reportChapters}
      columns={columns}
      searchFields={['title']}
      selectedId={chapterId}
      rowHref={(row) => path('adminReportChapter', { chapter: row.id })}
      card={
        chapter && (
          <SideCard
            key={chapter.id}
            title={chapter.title}
            closeTo={path('adminReportChapters')}
            testId="report-chapter-card"
          >
            <ChapterCardContent chapterId={chapter.id} chapterTitle={chapter.title} />
          </SideCard>
        )
      }
      addTitle={t('reportTemplates.chapters.add')}
      canAdd={editable}
      createFields={fields}
      onCreate={onCreate}
      testId="report-chapters"
      createTestId="report-chapter-create"
      missingTestId="report-chapter-missing"
    />
  );
}
