import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import {
  reportChapterElementResource,
  reportChapterResource,
} from '@vezel/domain/resources/report-templates';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { PageLoader } from '../../components/PageLoader';
import { CreateModal } from '../../components/resource/CreateModal';
import { DetailsForm } from '../../components/resource/DetailsForm';
import { formFieldsOf, toInput, type FormField } from '../../components/resource/form-logic';
import { RichTextEditor } from '../../components/rich-text/RichTextEditor';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { ResourceTable } from '../../components/resource/ResourceTable';
import { useReorder } from '../../components/resource/use-reorder';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { EditableSection } from './EditableSection';
import { useChapterFields, useHeadingLabel, usePageLabel } from './report-fields';
import {
  chapterQuery,
  elementsQuery,
  reportTemplateTypenames,
  type ReportChapterWithElements,
} from './report-template-operations';

const refetches = { refetches: reportTemplateTypenames.additionalTypenames };

interface ChapterViewProps {
  chapterId: string;
  editable: boolean;
  /** The URL of an element of this chapter, in the page's context (chapters or a template). */
  elementPath: (elementId: string) => string;
  /** Where the page goes once the chapter is deleted; absent: it is not deleted from here. */
  afterDelete?: string;
}

/** A chapter: its title and appendix flag, its standard text, and its elements in order. */
export function ChapterView({ chapterId, editable, elementPath, afterDelete }: ChapterViewProps) {
  const [result] = useQuery({
    query: chapterQuery,
    variables: { id: chapterId },
    context: reportTemplateTypenames,
  });
  const chapter = result.data?.reportChapter;
  if (result.error) return <ServerErrorAlert error={result.error} testId="report-chapter-error" />;
  if (!chapter) return <PageLoader />;
  return (
    <Box data-testid="report-chapter">
      <ChapterDetails chapter={chapter} editable={editable} afterDelete={afterDelete} />
      <ChapterText chapter={chapter} editable={editable} />
      <ChapterElements chapter={chapter} editable={editable} elementPath={elementPath} />
    </Box>
  );
}

function ChapterDetails({
  chapter,
  editable,
  afterDelete,
}: {
  chapter: ReportChapterWithElements;
  editable: boolean;
  afterDelete: string | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fields = useChapterFields();
  const mutations = useResourceMutations(reportChapterResource, refetches);
  return (
    <DetailsForm
      fields={fields}
      record={chapter}
      name={chapter.title}
      editable={editable}
      deleteMessage={t('reportTemplates.chapters.deleteMessage', { count: chapter.template_count })}
      onSave={async (values) => (await mutations.update(chapter.id, toInput(fields, values))).error}
      onDelete={
        afterDelete === undefined
          ? undefined
          : async () => {
              const result = await mutations.remove(chapter.id);
              if (!result.error) await navigate(afterDelete);
              return result.error;
            }
      }
      formTestId="report-chapter-form"
      deleteTestId="report-chapter-delete"
    />
  );
}

/**
 * The standard text every report made from a template with this chapter starts with; the
 * surveyor edits it per report.
 */
function ChapterText({
  chapter,
  editable,
}: {
  chapter: ReportChapterWithElements;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const mutations = useResourceMutations(reportChapterResource, refetches);
  const stored = useMemo(() => ({ text: chapter.text }), [chapter.text]);
  return (
    <EditableSection
      title={t('reportTemplates.chapters.text')}
      stored={stored}
      updatedAt={chapter.updated_at}
      editable={editable}
      editLabel={t('reportTemplates.chapters.editText')}
      onSave={async ({ text }) => (await mutations.update(chapter.id, { text })).error}
      testId="report-chapter-text"
    >
      {({ value, readOnly, change, fieldError }) => (
        <>
          <RichTextEditor
            label={t('reportTemplates.chapters.text')}
            value={value.text}
            onChange={(html) => change('text', html)}
            readOnly={readOnly}
          />
          {fieldError('text') && <FormHelperText error>{fieldError('text')}</FormHelperText>}
        </>
      )}
    </EditableSection>
  );
}

function ChapterElements({
  chapter,
  editable,
  elementPath,
}: {
  chapter: ReportChapterWithElements;
  editable: boolean;
  elementPath: (elementId: string) => string;
}) {
  const { t } = useTranslation();
  const labels = useResourceLabels(reportChapterElementResource.type);
  const elementLabels = useResourceLabels('reportElement');
  const pageLabel = usePageLabel();
  const headingLabel = useHeadingLabel();
  const [adding, setAdding] = useState(false);
  const [elements] = useQuery({ query: elementsQuery, context: reportTemplateTypenames });
  const mutations = useResourceMutations(reportChapterElementResource, refetches);
  const { reorder, errorAlert } = useReorder(mutations.sort, 'report-chapter-elements-sort-error');
  const placed = useMemo(
    () => new Set(chapter.elements.map((place) => place.element.id)),
    [chapter.elements],
  );
  const fields: FormField[] = useMemo(
    () =>
      formFieldsOf(reportChapterElementResource.fields, labels.label, labels.optionLabel).map(
        (field) => ({
          ...field,
          options: (elements.data?.reportElements ?? [])
            .filter((element) => !placed.has(element.id))
            .map((element) => ({ value: element.id, label: element.title })),
        }),
      ),
    [labels, elements.data, placed],
  );
  const rows = useMemo(
    () =>
      chapter.elements.map((place) => ({
        id: place.id,
        element: place.element.id,
        title: place.element.title,
        heading_level: headingLabel(place.element.heading_level),
        page: pageLabel(place.element),
      })),
    [chapter.elements, headingLabel, pageLabel],
  );
  const columns = useMemo(
    () => [
      { field: 'title', type: 'text' as const, label: elementLabels.label('title') },
      {
        field: 'heading_level',
        type: 'text' as const,
        label: elementLabels.label('heading_level'),
      },
      { field: 'page', type: 'text' as const, label: t('reportTemplates.elements.page') },
    ],
    [elementLabels, t],
  );

  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="report-chapter-elements-title">
      <Typography variant="h3" component="h3" id="report-chapter-elements-title" sx={{ mb: 1 }}>
        {t('reportTemplates.chapters.elements')}
      </Typography>
      {errorAlert}
      <ResourceTable
        typeLabel={t('reportTemplates.elements.plural')}
        rows={rows}
        columns={columns}
        searchFields={['title']}
        rowHref={(row) => elementPath(row.element)}
        onAdd={editable ? () => setAdding(true) : undefined}
        onReorder={editable ? reorder : undefined}
        testId="report-chapter-elements"
      />
      {elements.error && (
        <ServerErrorAlert error={elements.error} testId="report-chapter-elements-error" />
      )}
      <CreateModal
        open={adding}
        title={t('reportTemplates.chapters.addElement')}
        fields={fields}
        onClose={() => setAdding(false)}
        onCreate={async (values) =>
          (await mutations.create(toInput(fields, values), { reportChapter: chapter.id })).error
        }
        testId="report-chapter-element-create"
      />
    </Box>
  );
}
