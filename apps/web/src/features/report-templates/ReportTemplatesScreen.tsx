import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  reportChapterElementResource,
  reportChapterResource,
  reportElementResource,
  reportTemplateChapterResource,
  reportTemplateResource,
} from '@vezel/domain/resources/report-templates';
import type { RouteId } from '@vezel/domain/routes/route-table';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { useCurrentUser } from '../../app/current-user';
import { useRoutePath } from '../../app/locale';
import { useRouteHandle } from '../../app/route-handle';
import { PageLoader } from '../../components/PageLoader';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import { CreateModal } from '../../components/resource/CreateModal';
import { DetailsForm } from '../../components/resource/DetailsForm';
import { formFieldsOf, toInput, type FormValues } from '../../components/resource/form-logic';
import { ListWithCard } from '../../components/resource/ListWithCard';
import {
  useResourceMutations,
  type MutationOutcome,
} from '../../components/resource/resource-operations';
import { ResourceTable } from '../../components/resource/ResourceTable';
import { SideCard } from '../../components/resource/SideCard';
import { useReorder } from '../../components/resource/use-reorder';
import { useResourceLabels } from '../../components/resource/use-resource-labels';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { ChapterView } from './ChapterView';
import { ElementEditor } from './ElementEditor';
import {
  useChapterFields,
  useElementFields,
  useHeadingLabel,
  usePageLabel,
  useTemplateFields,
} from './report-fields';
import {
  chapterQuery,
  chaptersQuery,
  elementQuery,
  elementsQuery,
  reportTemplateTypenames,
  templateQuery,
  templatesQuery,
  type ReportTemplateWithChapters,
} from './report-template-operations';

const refetches = { refetches: reportTemplateTypenames.additionalTypenames };

type Tab = 'templates' | 'chapters' | 'elements';

const tabRoutes: Record<Tab, RouteId> = {
  templates: 'adminReportTemplates',
  chapters: 'adminReportChapters',
  elements: 'adminReportElements',
};

/**
 * Admin › Reports (spec section 2): the report templates with their chapters, the chapters
 * with their elements, and the elements, each a tab. A chapter and an element open at
 * their own URL, also inside a template or a chapter. Administrators change them; other
 * members see them read-only.
 */
export function ReportTemplatesScreen() {
  const { routeId } = useRouteHandle();
  if (routeId?.startsWith('adminReportChapter')) return <ChaptersPage />;
  if (routeId?.startsWith('adminReportElement')) return <ElementsPage />;
  return <TemplatesPage />;
}

const useEditable = () => useCurrentUser().permissions.administrator;

function ReportTabs({ active }: { active: Tab }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <Tabs value={active} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
      {(Object.keys(tabRoutes) as Tab[]).map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={t(`reportTemplates.tab.${tab}`)}
          component={RouterLink}
          to={path(tabRoutes[tab])}
          data-testid={`report-templates-tab-${tab}`}
        />
      ))}
    </Tabs>
  );
}

/** A link back to where the shown record was opened from. */
function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {children}
    </Button>
  );
}

/** Takes a chapter out of a template, or an element out of a chapter; it is not deleted. */
function RemovePlace({
  title,
  message,
  onRemove,
  testId,
}: {
  title: string;
  message: string;
  onRemove: () => Promise<MutationOutcome>;
  testId: string;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        color="error"
        startIcon={<LinkOffIcon />}
        onClick={() => setAsking(true)}
        sx={{ mb: 1 }}
        data-testid={testId}
      >
        {title}
      </Button>
      <ConfirmModal
        kind="delete"
        open={asking}
        title={title}
        message={message}
        confirmLabel={title}
        onClose={() => setAsking(false)}
        onConfirm={async () => (await onRemove()).error}
        testId={`${testId}-modal`}
      />
    </>
  );
}

// Templates ---------------------------------------------------------------------------

function TemplatesPage() {
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

function TemplateCard({ templateId }: { templateId: string }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const params = useParams();
  const [result] = useQuery({
    query: templateQuery,
    variables: { id: templateId },
    context: reportTemplateTypenames,
  });
  const template = result.data?.reportTemplate;
  let content: ReactNode;
  if (result.error) {
    content = <ServerErrorAlert error={result.error} testId="report-template-error" />;
  } else if (!template) {
    content = <PageLoader />;
  } else if (params.chapter) {
    const place = template.chapters.find((candidate) => candidate.chapter.id === params.chapter);
    content = place ? (
      <TemplateChapter key={place.id} template={template} place={place} />
    ) : (
      <Alert severity="warning" data-testid="report-template-chapter-missing">
        {t('error.recordNotFound')}
      </Alert>
    );
  } else {
    content = (
      <>
        <TemplateDetails template={template} />
        <TemplateChapters template={template} />
      </>
    );
  }
  return (
    <SideCard
      title={template?.name ?? ''}
      closeTo={path('adminReportTemplates')}
      testId="report-template-card"
    >
      {content}
    </SideCard>
  );
}

function TemplateDetails({ template }: { template: ReportTemplateWithChapters }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const editable = useEditable();
  const fields = useTemplateFields();
  const mutations = useResourceMutations(reportTemplateResource, refetches);
  return (
    <DetailsForm
      fields={fields}
      record={template}
      name={template.name}
      editable={editable}
      deleteMessage={t('reportTemplates.templates.deleteMessage')}
      onSave={async (values) =>
        (await mutations.update(template.id, toInput(fields, values))).error
      }
      onDelete={async () => {
        const result = await mutations.remove(template.id);
        if (!result.error) await navigate(path('adminReportTemplates'));
        return result.error;
      }}
      formTestId="report-template-form"
      deleteTestId="report-template-delete"
    />
  );
}

function TemplateChapters({ template }: { template: ReportTemplateWithChapters }) {
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

/** A chapter opened from a template: the chapter itself, or one of its elements. */
function TemplateChapter({
  template,
  place,
}: {
  template: ReportTemplateWithChapters;
  place: ReportTemplateWithChapters['chapters'][number];
}) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const editable = useEditable();
  const elementId = useParams().element;
  const mutations = useResourceMutations(reportTemplateChapterResource, refetches);
  const base = { template: template.id, chapter: place.chapter.id };
  const templatePath = path('adminReportTemplate', { template: template.id });
  if (elementId) {
    return (
      <ChapterElement
        chapterId={place.chapter.id}
        elementId={elementId}
        back={
          <BackLink to={path('adminReportTemplateChapter', base)}>{place.chapter.title}</BackLink>
        }
        afterDelete={path('adminReportTemplateChapter', base)}
      />
    );
  }
  return (
    <Box>
      <BackLink to={templatePath}>{template.name}</BackLink>
      <Typography
        variant="h3"
        component="h3"
        sx={{ mb: 1 }}
        data-testid="report-template-chapter-title"
      >
        {place.chapter.title}
      </Typography>
      {editable && (
        <RemovePlace
          title={t('reportTemplates.templates.removeChapter')}
          message={t('reportTemplates.templates.removeChapterMessage', {
            chapter: place.chapter.title,
          })}
          onRemove={async () => {
            const result = await mutations.remove(place.id);
            if (!result.error) await navigate(templatePath);
            return result;
          }}
          testId="report-template-chapter-remove"
        />
      )}
      <ChapterView
        chapterId={place.chapter.id}
        editable={editable}
        elementPath={(id) => path('adminReportTemplateChapterElement', { ...base, element: id })}
      />
    </Box>
  );
}

// Chapters ----------------------------------------------------------------------------

function ChaptersPage() {
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

function ChapterCardContent({
  chapterId,
  chapterTitle,
}: {
  chapterId: string;
  chapterTitle: string;
}) {
  const path = useRoutePath();
  const editable = useEditable();
  const elementId = useParams().element;
  const chapterPath = path('adminReportChapter', { chapter: chapterId });
  if (elementId) {
    return (
      <ChapterElement
        chapterId={chapterId}
        elementId={elementId}
        back={<BackLink to={chapterPath}>{chapterTitle}</BackLink>}
        afterDelete={chapterPath}
      />
    );
  }
  return (
    <ChapterView
      chapterId={chapterId}
      editable={editable}
      elementPath={(id) => path('adminReportChapterElement', { chapter: chapterId, element: id })}
      afterDelete={path('adminReportChapters')}
    />
  );
}

/** An element opened from a chapter: its editor, and taking it out of the chapter. */
function ChapterElement({
  chapterId,
  elementId,
  back,
  afterDelete,
}: {
  chapterId: string;
  elementId: string;
  back: ReactNode;
  afterDelete: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editable = useEditable();
  const [result] = useQuery({
    query: chapterQuery,
    variables: { id: chapterId },
    context: reportTemplateTypenames,
  });
  const mutations = useResourceMutations(reportChapterElementResource, refetches);
  const chapter = result.data?.reportChapter;
  const place = chapter?.elements.find((candidate) => candidate.element.id === elementId);
  if (result.error) return <ServerErrorAlert error={result.error} testId="report-chapter-error" />;
  if (!chapter) return <PageLoader />;
  return (
    <Box>
      {back}
      {place ? (
        <>
          {editable && (
            <RemovePlace
              title={t('reportTemplates.chapters.removeElement')}
              message={t('reportTemplates.chapters.removeElementMessage', {
                element: place.element.title,
                chapter: chapter.title,
              })}
              onRemove={async () => {
                const removed = await mutations.remove(place.id);
                if (!removed.error) await navigate(afterDelete);
                return removed;
              }}
              testId="report-chapter-element-remove"
            />
          )}
          <ElementById elementId={elementId} afterDelete={afterDelete} />
        </>
      ) : (
        <Alert severity="warning" data-testid="report-chapter-element-missing">
          {t('error.recordNotFound')}
        </Alert>
      )}
    </Box>
  );
}

function ElementById({ elementId, afterDelete }: { elementId: string; afterDelete: string }) {
  const editable = useEditable();
  const [result] = useQuery({
    query: elementQuery,
    variables: { id: elementId },
    context: reportTemplateTypenames,
  });
  const element = result.data?.reportElement;
  if (result.error) return <ServerErrorAlert error={result.error} testId="report-element-error" />;
  if (!element) return <PageLoader />;
  return (
    <Box>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }} data-testid="report-element-title">
        {element.title}
      </Typography>
      <ElementEditor element={element} editable={editable} afterDelete={afterDelete} />
    </Box>
  );
}

// Elements ----------------------------------------------------------------------------

function ElementsPage() {
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
