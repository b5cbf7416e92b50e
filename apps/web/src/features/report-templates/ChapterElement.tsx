import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { reportChapterElementResource } from '@vezel/domain/resources/report-templates';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { PageLoader } from '../../components/PageLoader';
import { useResourceMutations } from '../../components/resource/resource-operations';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { chapterQuery, reportTemplateTypenames } from './report-template-operations';
import { refetches } from './report-template-refetches';
import { useEditable } from './use-editable';
import { RemovePlace } from './RemovePlace';
import { ElementById } from './ElementById';

/** An element opened from a chapter: its editor, and taking it out of the chapter. */
export function ChapterElement({
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
