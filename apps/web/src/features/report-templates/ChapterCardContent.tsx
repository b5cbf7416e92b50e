import { useParams } from 'react-router';
import { useRoutePath } from '../../app/locale';
import { ChapterView } from './ChapterView';
import { useEditable } from './use-editable';
import { BackLink } from './BackLink';
import { ChapterElement } from './ChapterElement';

export function ChapterCardContent({
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
