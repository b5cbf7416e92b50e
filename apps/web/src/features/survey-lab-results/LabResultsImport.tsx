import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useMutation, useQuery } from 'urql';
import { isTranslationKey } from '../../app/i18n';
import { useAnnounce } from '../../components/announcer';
import { useGuardedClose } from '../../components/unsaved-changes';
import { ColumnHeads, LaboratorySelect } from './lab-parts';
import { defaultLaboratory } from './lab-choice';
import {
  csvPreviewQuery,
  importCsvMutation,
  labResultTypenames,
  laboratoriesQuery,
  samplesAtLabQuery,
  type CsvPreview,
} from './lab-results-operations';
import { DialogButtons, FailureAlert, useSubmission } from './LabFormDialog';

interface LabResultsImportProps {
  surveyId: string;
  /** The laboratory whose profile reads the file; absent: the user chooses. */
  laboratoryId?: string;
}

/** The button that opens the CSV import of lab results, for an open survey. */
export function LabResultsImportButton(props: LabResultsImportProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {t('surveyLabResults.import.open')}
      </Button>
      {open && <LabResultsImportDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Imports a laboratory's CSV of results: the file (or pasted text) is read with the
 * laboratory's profile and checked by the server, which lists per row what it will write
 * and every problem with its row number. Nothing is written until the user confirms, and
 * only a file without problems can be confirmed; the server checks it again and writes
 * all rows or none.
 */
function LabResultsImportDialog({
  surveyId,
  laboratoryId,
  onClose,
}: LabResultsImportProps & { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const client = useClient();
  const announce = useAnnounce();
  const submission = useSubmission();
  const [labs] = useQuery({ query: laboratoriesQuery, pause: laboratoryId !== undefined });
  const [atLab] = useQuery({
    query: samplesAtLabQuery,
    variables: { surveyId },
    pause: laboratoryId !== undefined,
    context: labResultTypenames,
  });
  const [laboratory, setLaboratory] = useState(laboratoryId ?? '');
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<{ csv: string; lab: string; result: CsvPreview } | null>(
    null,
  );
  const [, importCsv] = useMutation(importCsvMutation);
  const { busy } = submission;
  const { requestClose, dialog } = useGuardedClose(csv !== '' && !busy, onClose);
  const laboratories = labs.data?.laboratories ?? [];
  const chosen =
    laboratory ||
    defaultLaboratory(
      laboratories.map((lab) => lab.id),
      atLab.data?.surveySamples ?? [],
    );
  const profile = laboratories.find((lab) => lab.id === chosen);
  const current = preview && preview.csv === csv && preview.lab === chosen ? preview.result : null;
  // "separated by a semicolon (;)": the separator as a sentence names it.
  const delimiterLabel = (value: string) => {
    const key = `surveyLabResults.import.separator.${value}`;
    return isTranslationKey(key) ? t(key) : value;
  };
  const importable = current !== null && current.problem_count === 0 ? current.rows.length : 0;

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) setCsv(await file.text());
    event.target.value = '';
  }

  async function check() {
    const checked = await submission.run(() =>
      client
        .query(
          csvPreviewQuery,
          { surveyId, laboratoryId: chosen, csv },
          { requestPolicy: 'network-only' },
        )
        .toPromise(),
    );
    if (checked) setPreview({ csv, lab: chosen, result: checked.labResultsCsvPreview });
  }

  async function confirm() {
    const imported = await submission.run(() =>
      importCsv({ surveyId, laboratoryId: chosen, csv }, labResultTypenames),
    );
    if (!imported) return;
    announce(t('surveyLabResults.import.done', { count: imported.importLabResultsCsv.row_count }));
    onClose();
  }

  return (
    <Dialog open onClose={requestClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('surveyLabResults.import.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {laboratoryId === undefined && (
          <LaboratorySelect laboratories={laboratories} value={chosen} onChange={setLaboratory} />
        )}
        {profile && (
          <Typography variant="body2" color="text.secondary">
            {t('surveyLabResults.import.profile', {
              sample: profile.csv_sample_column,
              type: profile.csv_material_column,
              percentage: profile.csv_percentage_column,
              delimiter: delimiterLabel(profile.csv_delimiter),
            })}
          </Typography>
        )}
        <Box>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {t('surveyLabResults.import.chooseFile')}
            <input
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              hidden
              onChange={(event) => void readFile(event)}
            />
          </Button>
        </Box>
        <TextField
          label={t('surveyLabResults.import.text')}
          value={csv}
          onChange={(event) => setCsv(event.target.value)}
          multiline
          minRows={5}
          maxRows={14}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        {current && <PreviewTable preview={current} />}
        <FailureAlert failure={submission.failure} />
      </DialogContent>
      <DialogButtons onCancel={requestClose}>
        <Button
          onClick={() => void check()}
          disabled={csv.trim() === '' || !chosen}
          loading={busy && !current}
        >
          {t('surveyLabResults.import.check')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={importable === 0}
          loading={busy && current !== null}
        >
          {/* A count only of rows that will be written: a file with errors writes none. */}
          {importable > 0
            ? t('surveyLabResults.import.confirm', { count: importable })
            : t('surveyLabResults.import.confirmNone')}
        </Button>
      </DialogButtons>
      {dialog}
    </Dialog>
  );
}

function PreviewTable({ preview }: { preview: CsvPreview }) {
  const { t } = useTranslation();
  if (preview.problem) return <FailureAlert failure={preview.problem} />;
  return (
    <>
      <Alert severity={preview.problem_count > 0 ? 'error' : 'success'} role="status">
        {preview.problem_count > 0
          ? t('surveyLabResults.import.problems', { count: preview.problem_count })
          : t('surveyLabResults.import.ready', { count: preview.rows.length })}
      </Alert>
      <Table size="small" aria-label={t('surveyLabResults.import.previewTitle')}>
        <ColumnHeads
          columns={[
            t('surveyLabResults.import.row'),
            t('surveyLabResults.import.sample'),
            t('surveyLabResults.results.type'),
            t('surveyLabResults.results.percentage'),
            t('surveyLabResults.import.outcome'),
          ]}
        />
        <TableBody>
          {preview.rows.map((row) => (
            <TableRow key={row.row}>
              <TableCell>{row.row}</TableCell>
              <TableCell>{row.sample}</TableCell>
              <TableCell>{row.material ?? row.type}</TableCell>
              <TableCell>{row.percentage}</TableCell>
              {/* The row number has its own column: the problem without "Row 3:". */}
              <TableCell sx={{ color: row.problem ? 'error.main' : undefined }}>
                {row.problem_detail ?? row.problem ?? row.amount}
                {!row.problem && row.notice && (
                  <Typography
                    variant="body2"
                    component="span"
                    color="info.main"
                    sx={{ display: 'block' }}
                  >
                    {row.notice}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
