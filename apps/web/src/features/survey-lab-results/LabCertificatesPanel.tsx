import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fromStoredDate } from '@vezel/domain/validation/dates';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useAnnounce } from '../../components/announcer';
import { FileViewer } from '../../components/FileViewer';
import { PageLoader } from '../../components/PageLoader';
import { FileInput } from '../../components/resource/FileInput';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { DeleteLabRecordModal } from './DeleteLabRecordModal';
import { DateField } from './lab-parts';
import {
  createLabCertificateMutation,
  deleteLabCertificateMutation,
  labCertificatesQuery,
  labResultTypenames,
  updateLabCertificateMutation,
  type LabCertificate,
} from './lab-results-operations';
import { LabFormDialog, useSubmission } from './LabFormDialog';
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
        <DeleteLabRecordModal
          mutation={deleteLabCertificateMutation}
          id={removing.id}
          title={t('surveyLabResults.certificates.deleteTitle', { number: removing.number })}
          message={t('surveyLabResults.certificates.deleteMessage')}
          deleted={t('surveyLabResults.certificates.deleted')}
          onClose={() => setRemoving(null)}
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
  const samplesLabel = useId();
  const announce = useAnnounce();
  const submission = useSubmission();
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

  async function submit() {
    const input = { number, issued_on: date, file: file || null, samples: chosen };
    // Created or updated: either way only success matters here.
    const saved = await submission.run<object>(() =>
      certificate
        ? update({ id: certificate.id, input }, labResultTypenames)
        : create(
            { surveyId: String(surveyId), laboratoryId: String(laboratoryId), input },
            labResultTypenames,
          ),
    );
    if (!saved) return;
    announce(t('surveyLabResults.certificates.saved', { number }));
    onClose();
  }

  return (
    <LabFormDialog
      title={
        certificate
          ? t('surveyLabResults.certificates.editTitle', { number: certificate.number })
          : t('surveyLabResults.certificates.add')
      }
      dirty={number !== (certificate?.number ?? '') || file !== (certificate?.file?.id ?? '')}
      submission={submission}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('surveyLabResults.certificates.number')}
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        required
        sx={{ mt: 1 }}
      />
      <DateField
        name="issued_on"
        label={t('surveyLabResults.certificates.date')}
        value={date}
        onChange={setDate}
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
    </LabFormDialog>
  );
}
