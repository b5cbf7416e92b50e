import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { PageLoader } from '../../components/PageLoader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { printing, surveyReportQuery, surveyReportTypenames } from './survey-report-operations';
import { StatusChip } from './report-status';
import { ReportActions } from './ReportActions';
import { TitleForm } from './TitleForm';
import { ChapterCard } from './ChapterCard';

/** How often the card asks again while its PDF is being printed. */
const pollMs = 1500;

interface ReportPageProps {
  surveyId: string;
  reportId: string;
  assetKind: 'property' | 'vessel';
}

export function ReportPage({ surveyId, reportId, assetKind }: ReportPageProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const [result, refetch] = useQuery({
    query: surveyReportQuery,
    variables: { id: reportId },
    context: surveyReportTypenames,
  });
  const report = result.data?.surveyReport;
  const busy = report ? printing(report) : false;
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), pollMs);
    return () => clearInterval(timer);
  }, [busy, refetch]);

  const listPath = path('surveyReports', { survey: surveyId });
  const back = (
    <Link component={RouterLink} to={listPath} sx={{ display: 'inline-flex', gap: 0.5, mb: 1 }}>
      <ArrowBackIcon fontSize="small" />
      {t('surveyReports.back')}
    </Link>
  );
  if (result.error) return <ServerErrorAlert error={result.error} testId="survey-report-error" />;
  if (!result.data) return <PageLoader />;
  if (!report) {
    return (
      <>
        {back}
        <Alert severity="warning" data-testid="survey-report-missing">
          {t('error.recordNotFound')}
        </Alert>
      </>
    );
  }
  return (
    <Box data-testid="survey-report">
      {back}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h1" data-testid="page-heading">
          {report.title}
        </Typography>
        <Typography color="text.secondary">
          {t('surveyReports.versionLabel', { version: report.version })}
        </Typography>
        <StatusChip status={report.status} />
      </Box>
      {report.editable && <TitleForm report={report} />}
      <ReportActions
        surveyId={surveyId}
        report={report}
        assetKind={assetKind}
        printingAvailable={result.data.reportPrinting}
      />
      <Stack spacing={2} sx={{ mt: 3 }}>
        {report.chapters.map((chapter) => (
          <ChapterCard key={chapter.id} chapter={chapter} editable={report.editable} />
        ))}
      </Stack>
    </Box>
  );
}
