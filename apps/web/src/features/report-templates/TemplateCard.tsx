import Alert from '@mui/material/Alert';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { PageLoader } from '../../components/PageLoader';
import { SideCard } from '../../components/resource/SideCard';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { reportTemplateTypenames, templateQuery } from './report-template-operations';
import { TemplateDetails } from './TemplateDetails';
import { TemplateChapters } from './TemplateChapters';
import { TemplateChapter } from './TemplateChapter';

export function TemplateCard({ templateId }: { templateId: string }) {
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
