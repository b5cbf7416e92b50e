import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { useDateFormat } from '../../app/dates';
import { useRoutePath } from '../../app/locale';
import { useAnnounce } from '../../components/announcer';
import { FileViewer } from '../../components/FileViewer';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import {
  deleteSurveyReportMutation,
  finalizeSurveyReportMutation,
  makeSurveyReportPdfMutation,
  newSurveyReportVersionMutation,
  printing,
  refreshSurveyReportMutation,
  surveyReportTypenames,
  type SurveyReportDetail,
} from './survey-report-operations';
import { FinalizeModal } from './FinalizeModal';

interface ReportActionsProps {
  surveyId: string;
  report: SurveyReportDetail;
  assetKind: 'property' | 'vessel';
  printingAvailable: { available: boolean; message: string | null };
}

/** Preview, PDF, final and new version, with the PDF job's progress and the PDF itself. */
export function ReportActions({
  surveyId,
  report,
  assetKind,
  printingAvailable,
}: ReportActionsProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const announce = useAnnounce();
  const format = useDateFormat();
  const [asking, setAsking] = useState<'finalize' | 'delete' | 'version' | 'refresh' | null>(null);
  const [pdfResult, makePdf] = useMutation(makeSurveyReportPdfMutation);
  const [, finalize] = useMutation(finalizeSurveyReportMutation);
  const [, remove] = useMutation(deleteSurveyReportMutation);
  const [, newVersion] = useMutation(newSurveyReportVersionMutation);
  const [, refresh] = useMutation(refreshSurveyReportMutation);
  const busy = printing(report);
  const job = report.pdf_job;
  const draft = report.status === 'draft';
  const printPath = path('surveyReportPrint', { report: report.id });

  const startPdf = async () => {
    const made = await makePdf({ id: report.id }, surveyReportTypenames);
    if (!made.error) announce(t('surveyReports.pdf.started'));
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {!printingAvailable.available && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="report-printing-unavailable">
          {printingAvailable.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" component="a" href={printPath} target="_blank" rel="noopener">
          {t('surveyReports.action.preview')}
        </Button>
        {draft && (
          <Button
            variant="outlined"
            onClick={() => void startPdf()}
            disabled={busy || !printingAvailable.available || pdfResult.fetching}
          >
            {t('surveyReports.action.pdf')}
          </Button>
        )}
        {draft && report.can_finalize && report.editable && (
          <Button variant="contained" onClick={() => setAsking('finalize')} disabled={busy}>
            {t('surveyReports.action.finalize')}
          </Button>
        )}
        {report.status === 'final' && (
          <Button variant="contained" onClick={() => setAsking('version')}>
            {t('surveyReports.action.newVersion')}
          </Button>
        )}
        {draft && report.editable && (
          <>
            <Button variant="outlined" onClick={() => setAsking('refresh')} disabled={busy}>
              {t('surveyReports.action.refresh')}
            </Button>
            <Button color="error" onClick={() => setAsking('delete')} disabled={busy}>
              {t('surveyReports.action.delete')}
            </Button>
          </>
        )}
      </Box>
      {pdfResult.error && <ServerErrorAlert error={pdfResult.error} testId="report-pdf-error" />}
      {busy && (
        <Box sx={{ mt: 2 }} data-testid="report-pdf-progress">
          <Typography variant="body2" id="report-pdf-progress-label">
            {report.status === 'finalizing'
              ? t('surveyReports.pdf.finalizing')
              : t('surveyReports.pdf.busy')}
            {job?.progress?.step ? ` ${job.progress.step}` : ''}
          </Typography>
          {/* Steps done of all once it runs; until then it waits in the queue. */}
          <LinearProgress
            aria-labelledby="report-pdf-progress-label"
            variant={job?.progress ? 'determinate' : 'indeterminate'}
            value={job?.progress ? (100 * job.progress.done) / job.progress.total : undefined}
            sx={{ mt: 1 }}
          />
        </Box>
      )}
      {!busy && job?.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="report-pdf-failed">
          {t('surveyReports.pdf.failed')} {job.error ?? ''}
        </Alert>
      )}
      {report.status === 'final' && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('surveyReports.finalBy', {
            name: report.signer ?? '',
            date: report.finalized_at ? format.dateTime(report.finalized_at) : '',
          })}
        </Typography>
      )}
      {report.pdf_file && !busy && (
        <Box sx={{ mt: 2 }} data-testid="report-pdf">
          <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
            {t('surveyReports.pdf.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              report.pdf_made_at &&
                t('surveyReports.pdf.madeAt', { date: format.dateTime(report.pdf_made_at) }),
              report.pdf_pages !== null &&
                t('surveyReports.pdf.pages', { count: report.pdf_pages }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {report.status === 'final' && report.pdf_sha256 && (
            <Typography
              variant="body2"
              sx={{ overflowWrap: 'anywhere' }}
              data-testid="report-sha256"
            >
              {t('surveyReports.pdf.sha256')} <code>{report.pdf_sha256}</code>
            </Typography>
          )}
          <FileViewer
            file={report.pdf_file}
            testId="report-pdf-viewer"
            downloadLabel={t('surveyReports.pdf.download')}
          />
        </Box>
      )}
      {asking === 'finalize' && (
        <FinalizeModal
          surveyId={surveyId}
          report={report}
          assetKind={assetKind}
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            const done = await finalize({ id: report.id }, surveyReportTypenames);
            if (!done.error) announce(t('surveyReports.finalizeStarted'));
            return done.error;
          }}
        />
      )}
      <ConfirmModal
        kind="delete"
        open={asking === 'delete'}
        title={t('surveyReports.confirm.deleteTitle', { title: report.title })}
        message={t('surveyReports.confirm.deleteMessage')}
        onClose={() => setAsking(null)}
        onConfirm={async () => {
          const done = await remove({ id: report.id }, surveyReportTypenames);
          if (done.error) return done.error;
          announce(t('surveyReports.deleted', { title: report.title }));
          await navigate(path('surveyReports', { survey: surveyId }));
          return undefined;
        }}
        testId="survey-report-delete"
      />
      <ConfirmModal
        kind="update"
        open={asking === 'refresh'}
        title={t('surveyReports.confirm.refreshTitle')}
        message={t('surveyReports.confirm.refreshMessage')}
        confirmLabel={t('surveyReports.action.refresh')}
        onClose={() => setAsking(null)}
        onConfirm={async () => {
          const done = await refresh({ id: report.id }, surveyReportTypenames);
          if (!done.error) announce(t('surveyReports.refreshed', { title: report.title }));
          return done.error;
        }}
        testId="survey-report-refresh"
      />
      <ConfirmModal
        kind="update"
        open={asking === 'version'}
        title={t('surveyReports.confirm.versionTitle')}
        message={t('surveyReports.confirm.versionMessage', { version: report.version + 1 })}
        confirmLabel={t('surveyReports.action.newVersion')}
        onClose={() => setAsking(null)}
        onConfirm={async () => {
          const made = await newVersion({ id: report.id }, surveyReportTypenames);
          const id = made.data?.newSurveyReportVersion.id;
          if (id) await navigate(path('surveyReport', { survey: surveyId, report: id }));
          return made.error;
        }}
        testId="survey-report-version"
      />
    </Paper>
  );
}
