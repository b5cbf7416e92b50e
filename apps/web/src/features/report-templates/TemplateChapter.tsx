import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { reportTemplateChapterResource } from '@vezel/domain/resources/report-templates';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useRoutePath } from '../../app/locale';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { ChapterView } from './ChapterView';
import { type ReportTemplateWithChapters } from './report-template-operations';
import { refetches } from './report-template-refetches';
import { useEditable } from './use-editable';
import { BackLink } from './BackLink';
import { RemovePlace } from './RemovePlace';
import { ChapterElement } from './ChapterElement';

/** A chapter opened from a template: the chapter itself, or one of its elements. */
export function TemplateChapter({
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
