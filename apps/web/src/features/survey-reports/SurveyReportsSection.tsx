import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { labCompletenessCodes } from '@vezel/domain/lab/completeness';
import type { ReportCheckCode } from '@vezel/domain/reports/checks';
import type { RouteId, RouteParams } from '@vezel/domain/routes/route-table';
import { completionGapCodes } from '@vezel/domain/surveys/completion';
import { assetTypeNames } from '@vezel/domain/assets/asset-types';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { useDateFormat } from '../../app/dates';
import { serverError } from '../../app/graphql-errors';
import { useRoutePath } from '../../app/locale';
import { useAnnounce } from '../../components/announcer';
import { FileViewer } from '../../components/FileViewer';
import { PageLoader } from '../../components/PageLoader';
import type { ResourceColumn } from '../../components/resource/cells';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import type { FormField, FormValues } from '../../components/resource/form-logic';
import { ListWithCard } from '../../components/resource/ListWithCard';
import { RichTextEditor } from '../../components/rich-text/RichTextEditor';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { TextInput } from '../../components/TextInput';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes';
import type { SurveySectionProps } from '../surveys/section-types';
import {
  createSurveyReportMutation,
  deleteSurveyReportMutation,
  finalizeSurveyReportMutation,
  makeSurveyReportPdfMutation,
  newSurveyReportVersionMutation,
  printing,
  refreshSurveyReportMutation,
  reportTemplateOptionsQuery,
  surveyReportChecksQuery,
  surveyReportQuery,
  surveyReportsQuery,
  surveyReportTypenames,
  updateSurveyReportChapterMutation,
  updateSurveyReportMutation,
  type SurveyReportChapter,
  type SurveyReportCheck,
  type SurveyReportDetail,
} from './survey-report-operations';

/** How often the card asks again while its PDF is being printed. */
const pollMs = 1500;

type ReportStatus = 'draft' | 'finalizing' | 'final';

/** A report status's theme colour, the same on the card's chip and the list's badge. */
const statusColours: Record<ReportStatus, 'warning' | 'success' | null> = {
  draft: null,
  finalizing: 'warning',
  final: 'success',
};

const statusBadge = (t: TFunction, status: string) => ({
  label: t(`surveyReports.status.${status as ReportStatus}`),
  colour: statusColours[status as ReportStatus] ?? null,
});

function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const { label, colour } = statusBadge(t, status);
  return <Chip size="small" color={colour ?? 'default'} label={label} />;
}

/**
 * The survey's reports (/onderzoeken/{survey}/reports): the list with "Nieuw rapport", and a
 * report's own page (reports/{report}) with its chapters, its PDF and making it final.
 */
export function SurveyReportsSection({ surveyId, assetKind, cancelled }: SurveySectionProps) {
  const reportId = useParams().report;
  return reportId ? (
    <ReportPage key={reportId} surveyId={surveyId} reportId={reportId} assetKind={assetKind} />
  ) : (
    <ReportList surveyId={surveyId} assetKind={assetKind} canMake={!cancelled} />
  );
}

interface ReportRow {
  id: string;
  version: number;
  title: string;
  status: { value: string; color: string | null }[];
  pdf_made_at: string;
}

function ReportList({
  surveyId,
  assetKind,
  canMake,
}: Pick<SurveySectionProps, 'surveyId' | 'assetKind'> & { canMake: boolean }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const [result] = useQuery({
    query: surveyReportsQuery,
    variables: { surveyId },
    context: surveyReportTypenames,
  });
  const [templates] = useQuery({
    query: reportTemplateOptionsQuery,
    variables: { assetType: assetTypeNames[assetKind] },
    pause: !canMake,
  });
  const [, create] = useMutation(createSurveyReportMutation);
  const rows = useMemo(
    () =>
      result.data?.surveyReports.map((report): ReportRow => {
        const { label, colour } = statusBadge(t, report.status);
        return {
          id: report.id,
          version: report.version,
          title: report.title,
          // A palette path: the badge's colour follows the theme.
          status: [{ value: label, color: colour && `${colour}.main` }],
          pdf_made_at: report.pdf_made_at ?? '',
        };
      }),
    [result.data, t],
  );
  const columns = useMemo<ResourceColumn<ReportRow>[]>(
    () =>
      (
        [
          ['version', 'text'],
          ['title', 'text'],
          ['status', 'badge'],
          ['pdf_made_at', 'datetime'],
        ] as const
      ).map(([field, type]) => ({ field, type, label: t(`surveyReports.column.${field}`) })),
    [t],
  );
  const createFields = useMemo<FormField[]>(
    () => [
      {
        name: 'template',
        type: 'select',
        label: t('surveyReports.template'),
        rules: [{ rule: 'required' }],
        options: (templates.data?.reportTemplates ?? []).map((template) => ({
          value: template.id,
          label: template.name,
        })),
        step: 1,
        createOnly: true,
      },
    ],
    [templates.data, t],
  );
  const onCreate = useCallback(
    async (values: FormValues) => {
      const made = await create(
        { surveyId, templateId: String(values.template ?? '') },
        surveyReportTypenames,
      );
      const id = made.data?.createSurveyReport.id;
      if (id) await navigate(path('surveyReport', { survey: surveyId, report: id }));
      return made.error;
    },
    [create, navigate, path, surveyId],
  );

  if (result.error) return <ServerErrorAlert error={result.error} testId="survey-reports-error" />;
  const noTemplates = canMake && templates.data?.reportTemplates.length === 0;
  return (
    <ListWithCard
      title={t('surveyReports.title')}
      header={
        noTemplates ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('surveyReports.noTemplates')}
          </Alert>
        ) : undefined
      }
      typeLabel={t('surveyReports.plural')}
      rows={rows}
      columns={columns}
      searchFields={['title']}
      selectedId={undefined}
      rowHref={(row) => path('surveyReport', { survey: surveyId, report: row.id })}
      card={undefined}
      addTitle={t('surveyReports.add')}
      canAdd={canMake && !noTemplates}
      createFields={createFields}
      onCreate={onCreate}
      testId="survey-reports"
      createTestId="survey-report-create"
      missingTestId="survey-report-missing"
    />
  );
}

interface ReportPageProps {
  surveyId: string;
  reportId: string;
  assetKind: 'property' | 'vessel';
}

function ReportPage({ surveyId, reportId, assetKind }: ReportPageProps) {
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

interface ReportActionsProps {
  surveyId: string;
  report: SurveyReportDetail;
  assetKind: 'property' | 'vessel';
  printingAvailable: { available: boolean; message: string | null };
}

/** Preview, PDF, final and new version, with the PDF job's progress and the PDF itself. */
function ReportActions({ surveyId, report, assetKind, printingAvailable }: ReportActionsProps) {
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

/** Where a check is fixed: a source, sample, VSCP entry, inventory, the planning, a chapter. */
function checkRoute(
  check: SurveyReportCheck,
  surveyId: string,
  reportId: string,
  assetKind: 'property' | 'vessel',
): [RouteId, RouteParams, string] {
  const survey = { survey: surveyId };
  const target = check.target ?? '';
  const code: ReportCheckCode = check.code;
  switch (code) {
    case 'sourceWithoutResult':
      return ['surveySourceApplication', { ...survey, source: target }, ''];
    case 'sampleAtLab':
    case 'sampleWithoutCertificate':
      return ['surveySample', { ...survey, sample: target }, ''];
    case 'sourceWithoutClass':
    case 'sourceWithoutPrintout':
    case 'sourceClassDisagrees':
      return ['surveyCertificateSmart', survey, `?source=${target}`];
    case 'sourceUnassessed':
    case 'sourceStatusDisagrees':
      return ['surveySourceApplicationStatus', { ...survey, source: target }, ''];
    case 'client':
    case 'surveyType':
    case 'surveyor':
      return ['surveyInformationClient', survey, ''];
    case 'noSources':
      return [
        assetKind === 'vessel' ? 'surveyVscpApplications' : 'surveySourceApplications',
        survey,
        '',
      ];
    case 'vscpUnassessed':
      return ['surveyVscpApplication', { ...survey, vscp: target }, ''];
    case 'dossierCheckMissing':
      return ['surveyInventarisations', survey, ''];
    case 'dossierCheckIncomplete':
      return ['surveyInventarisationDossierChecks', { ...survey, inventarisation: target }, ''];
    case 'unknownSourceNumber':
      return ['surveyReport', { ...survey, report: reportId }, `#chapter-${target}`];
  }
}

const labCodes: readonly string[] = labCompletenessCodes;
const completionCodes: readonly string[] = completionGapCodes;

/** A check's text: the lab list's and the completion list's own, or the report's. */
function useCheckText() {
  const { t } = useTranslation();
  return useCallback(
    (check: SurveyReportCheck) => {
      const values = { label: check.label ?? '' };
      if (labCodes.includes(check.code)) {
        return t(`labCompleteness.${check.code as (typeof labCompletenessCodes)[number]}`, values);
      }
      if (completionCodes.includes(check.code)) {
        return t(`completion.${check.code as (typeof completionGapCodes)[number]}`, values);
      }
      return t(`surveyReports.check.${check.code as 'sourceStatusDisagrees'}`, values);
    },
    [t],
  );
}

interface FinalizeModalProps {
  surveyId: string;
  report: SurveyReportDetail;
  assetKind: 'property' | 'vessel';
  onClose: () => void;
  onConfirm: () => Promise<CombinedError | undefined>;
}

/**
 * Asks before making the report final; while checks are open it lists each as a link to
 * where it is fixed, and cannot confirm.
 */
function FinalizeModal({ surveyId, report, assetKind, onClose, onConfirm }: FinalizeModalProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const checkText = useCheckText();
  const [result] = useQuery({
    query: surveyReportChecksQuery,
    variables: { id: report.id },
    requestPolicy: 'network-only',
  });
  const checks = result.data?.surveyReport?.checks;
  const testId = 'survey-report-finalize';
  // Refused for want of a signature: the way to the account's signature tab.
  const [signatureMissing, setSignatureMissing] = useState(false);
  const confirm = async () => {
    const error = await onConfirm();
    setSignatureMissing(serverError(error)?.messageKey === 'surveyReports.error.noSignature');
    return error;
  };
  return (
    <ConfirmModal
      kind="update"
      open
      title={t('surveyReports.confirm.finalizeTitle', { title: report.title })}
      onClose={onClose}
      onConfirm={confirm}
      confirmLabel={t('surveyReports.action.finalize')}
      confirmDisabled={!checks || checks.length > 0}
      testId={testId}
    >
      {result.error ? (
        <ServerErrorAlert error={result.error} testId={`${testId}-error`} />
      ) : !checks ? (
        <PageLoader />
      ) : checks.length === 0 ? (
        <>
          <DialogContentText>{t('surveyReports.confirm.finalizeMessage')}</DialogContentText>
          {signatureMissing && (
            <Link
              component={RouterLink}
              to={path('accountSignature', {})}
              sx={{ display: 'inline-block', mt: 1 }}
              data-testid={`${testId}-signature`}
            >
              {t('surveyReports.signatureLink')}
            </Link>
          )}
        </>
      ) : (
        <>
          <DialogContentText id={`${testId}-open`}>
            {t('surveyReports.checksOpen', { count: checks.length })}
          </DialogContentText>
          <List
            dense
            aria-labelledby={`${testId}-open`}
            sx={{ listStyle: 'disc', pl: 3 }}
            data-testid={`${testId}-checks`}
          >
            {checks.map((check) => {
              const [route, params, suffix] = checkRoute(check, surveyId, report.id, assetKind);
              return (
                <ListItem
                  key={`${check.code}-${check.target ?? ''}-${check.label ?? ''}`}
                  sx={{ display: 'list-item', px: 0 }}
                >
                  <Link
                    component={RouterLink}
                    to={`${path(route, params)}${suffix}`}
                    onClick={onClose}
                  >
                    {checkText(check)}
                  </Link>
                </ListItem>
              );
            })}
          </List>
        </>
      )}
    </ConfirmModal>
  );
}

/** "A3 liggend, zonder kop- en voettekst". */
function usePageText() {
  const { t } = useTranslation();
  return (element: SurveyReportChapter['elements'][number]) =>
    [
      element.page_size,
      t(
        `surveyReports.orientation.${element.orientation === 'landscape' ? 'landscape' : 'portrait'}`,
      ),
      !element.header_footer && t('surveyReports.bare'),
    ]
      .filter(Boolean)
      .join(', ');
}

/** A draft's title (the cover's and the PDF file's), saved on demand. */
function TitleForm({ report }: { report: SurveyReportDetail }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  // The surveyor's edit, until saved; the saved title otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const title = draft ?? report.title;
  const [saved, save] = useMutation(updateSurveyReportMutation);
  const dirty = title !== report.title;
  const guard = useUnsavedChangesGuard(dirty);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const done = await save({ id: report.id, title }, surveyReportTypenames);
    if (done.error || !done.data) return;
    setDraft(null);
    announce(t('surveyReports.titleSaved', { title: done.data.updateSurveyReport.title }));
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', maxWidth: 720 }}>
        <TextInput
          name="title"
          label={t('surveyReports.reportTitle')}
          testId="report-title"
          required
          value={title}
          onChange={(event) => setDraft(event.target.value)}
          error={saved.error !== undefined}
          helperText={undefined}
        />
        <Button type="submit" variant="contained" disabled={!dirty || saved.fetching}>
          {t('surveyReports.saveTitle')}
        </Button>
      </Box>
      {saved.error && <ServerErrorAlert error={saved.error} testId="report-title-error" />}
      {guard}
    </Box>
  );
}

/** A chapter: its text in the rich-text editor (saved on demand) and the elements it prints. */
function ChapterCard({ chapter, editable }: { chapter: SurveyReportChapter; editable: boolean }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const pageText = usePageText();
  // The surveyor's edit, until saved or undone; the saved text otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? chapter.text;
  const [saved, save] = useMutation(updateSurveyReportChapterMutation);
  const dirty = editable && text !== chapter.text;
  const guard = useUnsavedChangesGuard(dirty);
  const headingId = `chapter-${chapter.id}-title`;

  const onSave = async () => {
    const done = await save({ id: chapter.id, text }, surveyReportTypenames);
    if (done.error) return;
    setDraft(null);
    announce(t('surveyReports.chapterSaved', { title: chapter.title }));
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      id={`chapter-${chapter.id}`}
      aria-labelledby={headingId}
      sx={{ p: 2 }}
      data-testid={`report-chapter-${chapter.id}`}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.2rem', flex: 1 }}>
          {chapter.title}
        </Typography>
        {chapter.appendix && <Chip size="small" label={t('surveyReports.appendix')} />}
      </Box>
      <RichTextEditor
        value={text}
        onChange={setDraft}
        readOnly={!editable}
        label={t('surveyReports.chapterText', { title: chapter.title })}
      />
      {editable && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'center' }}>
          <Button
            variant="contained"
            onClick={() => void onSave()}
            disabled={!dirty || saved.fetching}
          >
            {t('surveyReports.saveChapter')}
          </Button>
          {dirty && (
            <Button onClick={() => setDraft(null)} disabled={saved.fetching}>
              {t('surveyReports.undoChapter')}
            </Button>
          )}
        </Box>
      )}
      {saved.error && (
        <ServerErrorAlert error={saved.error} testId={`chapter-${chapter.id}-error`} />
      )}
      {chapter.elements.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3" id={`chapter-${chapter.id}-elements`}>
            {t('surveyReports.elements')}
          </Typography>
          <List dense aria-labelledby={`chapter-${chapter.id}-elements`}>
            {chapter.elements.map((element) => (
              <ListItem key={element.id} sx={{ px: 0, display: 'flex', gap: 1 }}>
                <Typography component="span">{element.title}</Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {pageText(element)}
                </Typography>
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      {guard}
    </Paper>
  );
}
