import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fromStoredDate } from '@vezel/domain/validation/dates';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useServerErrorText } from '../../app/messages';
import { useAnnounce } from '../../components/announcer';
import { DateInput } from '../../components/DateInput';
import { FileViewer } from '../../components/FileViewer';
import { PageLoader } from '../../components/PageLoader';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import { FileInput } from '../../components/resource/FileInput';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { useGuardedClose } from '../../components/unsaved-changes';
import {
  createLabCertificateMutation,
  deleteLabCertificateMutation,
  labCertificatesQuery,
  labResultTypenames,
  updateLabCertificateMutation,
  type LabCertificate,
} from './lab-results-operations';
import { LabResultsImportButton } from './LabResultsImport';

export interface LabCertificatesPanelProps {
  surveyId: number;
  laboratoryId: number;
  editable: boolean;
}

/**
 * A laboratory's certificates for a survey (certificates/laboratories/{laboratory}/
 * certificates): number, date, the PDF shown in the viewer and the samples it covers; and
 * the import of that laboratory's CSV of results.
 */
export function LabCertificatesPanel({
  surveyId,
  laboratoryId,
  editable,
}: LabCertificatesPanelProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<LabCertificate | 'new' | null>(null);
  const [removing, setRemoving] = useState<LabCertificate | null>(null);
  const [, remove] = useMutation(deleteLabCertificateMutation);
  const announce = useAnnounce();
  const [result] = useQuery({
    query: labCertificatesQuery,
    variables: { surveyId: String(surveyId), laboratoryId: String(laboratoryId) },
    context: labResultTypenames,
  });
  if (result.error)
    return <ServerErrorAlert error={result.error} testId="lab-certificates-error" />;
  if (!result.data) return <PageLoader />;
  const certificates = result.data.labCertificates;
  const analysed = result.data.surveySamples.filter((sample) =>
    sample.analyses.some((analysis) => analysis.laboratory_id === String(laboratoryId)),
  );

  return (
    <Box data-testid="lab-certificates">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Typography variant="h3" component="h3" sx={{ flexGrow: 1 }}>
          {t('surveyLabResults.certificates.title')}
        </Typography>
        {editable && (
          <>
            <LabResultsImportButton
              surveyId={String(surveyId)}
              laboratoryId={String(laboratoryId)}
            />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('surveyLabResults.certificates.add')}
            </Button>
          </>
        )}
      </Box>
      {certificates.length === 0 && (
        <Typography color="text.secondary">{t('surveyLabResults.certificates.none')}</Typography>
      )}
      {certificates.map((certificate) => (
        <Paper
          key={certificate.id}
          variant="outlined"
          component="section"
          aria-label={t('surveyLabResults.certificates.heading', { number: certificate.number })}
          sx={{ p: 2, mb: 2 }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Box>
              <Typography variant="subtitle1" component="h4">
                {t('surveyLabResults.certificates.heading', { number: certificate.number })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[
                  certificate.issued_on && fromStoredDate(certificate.issued_on),
                  certificate.samples.length > 0
                    ? t('surveyLabResults.certificates.covers', {
                        samples: certificate.samples.map((sample) => sample.number).join(', '),
                      })
                    : t('surveyLabResults.certificates.noSamples'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
            {editable && (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button size="small" onClick={() => setEditing(certificate)}>
                  {t('resource.edit')}
                </Button>
                <Button size="small" color="error" onClick={() => setRemoving(certificate)}>
                  {t('resource.delete')}
                </Button>
              </Box>
            )}
          </Box>
          {certificate.file && (
            <FileViewer file={certificate.file} testId={`lab-certificate-${certificate.id}-file`} />
          )}
        </Paper>
      ))}
      {editing && (
        <CertificateDialog
          surveyId={surveyId}
          laboratoryId={laboratoryId}
          certificate={editing === 'new' ? null : editing}
          samples={analysed}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmModal
          kind="delete"
          open
          title={t('surveyLabResults.certificates.deleteTitle', { number: removing.number })}
          message={t('surveyLabResults.certificates.deleteMessage')}
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            const outcome = await remove({ id: removing.id }, labResultTypenames);
            if (!outcome.error) announce(t('surveyLabResults.certificates.deleted'));
            return outcome.error;
          }}
          testId="lab-certificate-delete"
        />
      )}
    </Box>
  );
}

function CertificateDialog({
  surveyId,
  laboratoryId,
  certificate,
  samples,
  onClose,
}: {
  surveyId: number;
  laboratoryId: number;
  certificate: LabCertificate | null;
  samples: readonly { id: string; number: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const samplesLabel = useId();
  const errorText = useServerErrorText();
  const announce = useAnnounce();
  const [, create] = useMutation(createLabCertificateMutation);
  const [, update] = useMutation(updateLabCertificateMutation);
  const [number, setNumber] = useState(certificate?.number ?? '');
  const [date, setDate] = useState(
    certificate?.issued_on ? fromStoredDate(certificate.issued_on) : '',
  );
  const [file, setFile] = useState(certificate?.file?.id ?? '');
  const [chosen, setChosen] = useState<string[]>(
    certificate?.samples.map((sample) => sample.id) ?? [],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = number !== (certificate?.number ?? '') || file !== (certificate?.file?.id ?? '');
  const { requestClose, dialog } = useGuardedClose(dirty && !busy, onClose);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const input = { number, issued_on: date, file: file || null, samples: chosen };
    const outcome = certificate
      ? await update({ id: certificate.id, input }, labResultTypenames)
      : await create(
          { surveyId: String(surveyId), laboratoryId: String(laboratoryId), input },
          labResultTypenames,
        );
    setBusy(false);
    if (outcome.error) {
      setFailure(errorText(outcome.error));
      return;
    }
    announce(t('surveyLabResults.certificates.saved', { number }));
    onClose();
  }

  return (
    <Dialog open onClose={requestClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>
          {certificate
            ? t('surveyLabResults.certificates.editTitle', { number: certificate.number })
            : t('surveyLabResults.certificates.add')}
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <TextField
            label={t('surveyLabResults.certificates.number')}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            required
            sx={{ mt: 1 }}
          />
          <DateInput
            name="issued_on"
            label={t('surveyLabResults.certificates.date')}
            value={date}
            onChange={setDate}
            withTime={false}
            placeholder={t('resource.datePlaceholder')}
            error={false}
            helperText={undefined}
            readOnly={false}
            required={false}
            autoFocus={false}
            testId="lab-certificate-date"
          />
          <FileInput
            label={t('surveyLabResults.certificates.file')}
            value={file}
            onChange={setFile}
            readOnly={false}
            required={false}
            helperText={undefined}
            testId="lab-certificate-file"
            accept="application/pdf"
          />
          <Box role="group" aria-labelledby={samplesLabel}>
            <FormLabel id={samplesLabel}>{t('surveyLabResults.certificates.samples')}</FormLabel>
            {samples.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('surveyLabResults.certificates.noAnalysed')}
              </Typography>
            ) : (
              <FormGroup row>
                {samples.map((sample) => (
                  <FormControlLabel
                    key={sample.id}
                    label={sample.number}
                    control={
                      <Checkbox
                        checked={chosen.includes(sample.id)}
                        onChange={(event) =>
                          setChosen((current) =>
                            event.target.checked
                              ? [...current, sample.id]
                              : current.filter((id) => id !== sample.id),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            )}
          </Box>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose}>{t('resource.cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('resource.save')}
          </Button>
        </DialogActions>
      </form>
      {dialog}
    </Dialog>
  );
}
