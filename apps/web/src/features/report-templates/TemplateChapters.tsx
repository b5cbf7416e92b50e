import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  reportChapterResource,
  reportTemplateChapterResource,
} from '@vezel/domain/resources/report-templates';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { CreateModal } from '../../components/resource/CreateModal';
import { formFieldsOf, toInput } from '../../components/resource/form-logic';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { ResourceTable } from '../../components/resource/ResourceTable';
import { useReorder } from '../../components/resource/use-reorder';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import {
  chaptersQuery,
  reportTemplateTypenames,
  type ReportTemplateWithChapters,
} from './report-template-operations';
import { refetches } from './report-template-refetches';
import { useEditable } from './use-editable';

export function TemplateChapters({ template }: { template: ReportTemplateWithChapters }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const editable = useEditable();
  const labels = useResourceLabels(reportTemplateChapterResource.type);
  const chapterLabels = useResourceLabels(reportChapterResource.type);
  const [adding, setAdding] = useState(false);
  const [chapters] = useQuery({ query: chaptersQuery, context: reportTemplateTypenames });
  const mutations = useResourceMutations(reportTemplateChapterResource, refetches);
  const { reorder, errorAlert } = useReorder(mutations.sort, 'report-template-chapters-sort-error');
  const placed = useMemo(
    () => new Set(template.chapters.map((place) => place.chapter.id)),
    [template.chapters],
  );
  const fields = useMemo(
    () =>
      formFieldsOf(reportTemplateChapterResource.fields, labels.label, labels.optionLabel).map(
        (field) => ({
          ...field,
          options: (chapters.data?.reportChapters ?? [])
            .filter((chapter) => !placed.has(chapter.id))
            .map((chapter) => ({ value: chapter.id, label: chapter.title })),
        }),
      ),
    [labels, chapters.data, placed],
  );
  const rows = useMemo(
    () =>
      template.chapters.map((place) => ({
        id: place.id,
        chapter: place.chapter.id,
        title: place.chapter.title,
        appendix: place.chapter.appendix,
      })),
    [template.chapters],
  );
  const columns = useMemo(
    () => [
      { field: 'title', type: 'text' as const, label: chapterLabels.label('title') },
      { field: 'appendix', type: 'boolean' as const, label: chapterLabels.label('appendix') },
    ],
    [chapterLabels],
  );
  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="report-template-chapters-title">
      <Typography variant="h3" component="h3" id="report-template-chapters-title" sx={{ mb: 1 }}>
        {t('reportTemplates.templates.chapters')}
      </Typography>
      {errorAlert}
      <ResourceTable
        typeLabel={t('reportTemplates.chapters.plural')}
        rows={rows}
        columns={columns}
        searchFields={['title']}
        rowHref={(row) =>
          path('adminReportTemplateChapter', { template: template.id, chapter: row.chapter })
        }
        onAdd={editable ? () => setAdding(true) : undefined}
        onReorder={editable ? reorder : undefined}
        testId="report-template-chapters"
      />
      {chapters.error && (
        <ServerErrorAlert error={chapters.error} testId="report-template-chapters-error" />
      )}
      <CreateModal
        open={adding}
        title={t('reportTemplates.templates.addChapter')}
        fields={fields}
        onClose={() => setAdding(false)}
        onCreate={async (values) =>
          (await mutations.create(toInput(fields, values), { reportTemplate: template.id })).error
        }
        testId="report-template-chapter-create"
      />
    </Box>
  );
}
