import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  concentrationUnits,
  hazardousMaterials,
  isHazardousMaterialCode,
} from '@vezel/domain/ihm/hazardous-materials';
import { fromStoredDate } from '@vezel/domain/validation/dates';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useServerErrorText } from '../../app/messages';
import { useAnnounce } from '../../components/announcer';
import { DateInput } from '../../components/DateInput';
import { PageLoader } from '../../components/PageLoader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { useGuardedClose } from '../../components/unsaved-changes';
import {
  addVscpSampleMutation,
  saveVesselAnalysisMutation,
  vesselResultTypenames,
  vscpSamplesQuery,
  type VesselAnalysis,
} from './lab-results-operations';

interface VscpSamplesPanelProps {
  entryId: string;
  editable: boolean;
}

/** A material's name as the IHM lists it; the code when it is unknown. */
function useMaterialName() {
  const { t } = useTranslation();
  return (code: string | null) =>
    code && isHazardousMaterialCode(code) ? t(`ihm.hazardousMaterial.${code}`) : (code ?? '');
}

/** The threshold a result is compared with, as text ("0.1 %", "none: any amount"). */
function useThresholdText() {
  const { t } = useTranslation();
  return (code: string | null) => {
    const material = hazardousMaterials.find((candidate) => candidate.code === code);
    if (!material) return '';
    return material.threshold
      ? `${material.threshold.value} ${material.threshold.unit}`
      : t('surveyLabResults.vessel.noThreshold');
  };
}

/**
 * The samples of a VSCP entry checked by sampling, with their concentrations per IHM
 * hazardous material against the thresholds; a result above the threshold marks the entry
 * contained, results below it not contained.
 */
export function VscpSamplesPanel({ entryId, editable }: VscpSamplesPanelProps) {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const announce = useAnnounce();
  const materialName = useMaterialName();
  const thresholdText = useThresholdText();
  const [result] = useQuery({
    query: vscpSamplesQuery,
    variables: { id: entryId },
    context: vesselResultTypenames,
  });
  const [, addSample] = useMutation(addVscpSampleMutation);
  const [entering, setEntering] = useState<{
    sampleId: string;
    number: string;
    analysis: VesselAnalysis | null;
  } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (result.error) return <ServerErrorAlert error={result.error} testId="vscp-samples-error" />;
  const entry = result.data?.surveyVscpEntry;
  if (!entry) return <PageLoader />;

  async function add() {
    setFailure(null);
    const outcome = await addSample({ entryId, description: '' }, vesselResultTypenames);
    if (outcome.error) setFailure(errorText(outcome.error));
    else if (outcome.data) {
      announce(
        t('surveyLabResults.vessel.sampleAdded', { number: outcome.data.addVscpSample.number }),
      );
    }
  }

  return (
    <Box sx={{ mt: 3 }} data-testid="vscp-samples">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h3" component="h3">
          {t('surveyLabResults.vessel.title')}
        </Typography>
        {editable && (
          <Button startIcon={<AddIcon />} onClick={() => void add()}>
            {t('surveyLabResults.vessel.addSample')}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {t('surveyLabResults.vessel.threshold', {
          material: materialName(entry.hazardous_material),
          threshold: thresholdText(entry.hazardous_material),
        })}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {entry.samples.length === 0 && (
        <Typography color="text.secondary">{t('surveyLabResults.vessel.none')}</Typography>
      )}
      {entry.samples.map((sample) => {
        const latest = sample.analyses[0] ?? null;
        return (
          <Paper
            key={sample.id}
            variant="outlined"
            component="section"
            aria-label={t('surveyLabResults.vessel.sample', { number: sample.number })}
            sx={{ p: 2, my: 1 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="subtitle1" component="h4">
                {t('surveyLabResults.vessel.sample', { number: sample.number })}
              </Typography>
              {editable && (
                <Button
                  size="small"
                  onClick={() =>
                    setEntering({ sampleId: sample.id, number: sample.number, analysis: latest })
                  }
                >
                  {t(
                    latest
                      ? 'surveyLabResults.vessel.editResults'
                      : 'surveyLabResults.vessel.enterResults',
                  )}
                </Button>
              )}
            </Box>
            {latest ? (
              <Table size="small" aria-label={t('surveyLabResults.results.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('surveyLabResults.vessel.material')}</TableCell>
                    <TableCell>{t('surveyLabResults.vessel.concentration')}</TableCell>
                    <TableCell>{t('surveyLabResults.vessel.thresholdColumn')}</TableCell>
                    <TableCell>{t('surveyLabResults.vessel.outcome')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {latest.results.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell>{materialName(row.hazardous_material)}</TableCell>
                      <TableCell>
                        {row.concentration} {row.unit}
                      </TableCell>
                      <TableCell>{thresholdText(row.hazardous_material)}</TableCell>
                      <TableCell sx={{ color: row.above_threshold ? 'error.main' : undefined }}>
                        {t(
                          row.above_threshold
                            ? 'surveyLabResults.vessel.above'
                            : 'surveyLabResults.vessel.below',
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('surveyLabResults.vessel.noResults')}
              </Typography>
            )}
          </Paper>
        );
      })}
      {entering && (
        <VesselResultsDialog
          {...entering}
          defaultMaterial={entry.hazardous_material}
          laboratories={result.data?.laboratories ?? []}
          onClose={() => setEntering(null)}
        />
      )}
    </Box>
  );
}

interface Row {
  key: number;
  material: string;
  concentration: string;
  unit: string;
}

let nextKey = 1;

function VesselResultsDialog({
  sampleId,
  number,
  analysis,
  defaultMaterial,
  laboratories,
  onClose,
}: {
  sampleId: string;
  number: string;
  analysis: VesselAnalysis | null;
  defaultMaterial: string;
  laboratories: readonly { id: string; name: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const errorText = useServerErrorText();
  const announce = useAnnounce();
  const materialName = useMaterialName();
  const [, save] = useMutation(saveVesselAnalysisMutation);
  const [laboratory, setLaboratory] = useState(
    analysis?.laboratory_id ?? laboratories[0]?.id ?? '',
  );
  const [date, setDate] = useState(
    analysis?.analysed_on ? fromStoredDate(analysis.analysed_on) : '',
  );
  const [rows, setRows] = useState<Row[]>(
    analysis && analysis.results.length > 0
      ? analysis.results.map((row) => ({
          key: nextKey++,
          material: row.hazardous_material ?? defaultMaterial,
          concentration: row.concentration ?? '',
          unit: row.unit ?? '%',
        }))
      : [{ key: nextKey++, material: defaultMaterial, concentration: '', unit: '%' }],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = rows.some((row) => row.concentration !== '');
  const { requestClose, dialog } = useGuardedClose(dirty && !busy, onClose);
  const change = (key: number, values: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...values } : row)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    const outcome = await save(
      {
        sampleId,
        id: analysis?.id ?? null,
        input: {
          laboratory,
          analysed_on: date,
          results: rows.map((row) => ({
            hazardous_material: row.material,
            concentration: row.concentration,
            unit: row.unit,
          })),
        },
      },
      vesselResultTypenames,
    );
    setBusy(false);
    if (outcome.error) {
      setFailure(errorText(outcome.error));
      return;
    }
    announce(t('surveyLabResults.form.saved', { sample: number }));
    onClose();
  }

  return (
    <Dialog open onClose={requestClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>
          {t('surveyLabResults.form.addTitle', { sample: number })}
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <TextField
            select
            label={t('surveyLabResults.form.laboratory')}
            value={laboratory}
            onChange={(event) => setLaboratory(event.target.value)}
            slotProps={{ select: { native: true } }}
            sx={{ mt: 1 }}
          >
            {laboratories.map((lab) => (
              <option key={lab.id} value={lab.id}>
                {lab.name}
              </option>
            ))}
          </TextField>
          <DateInput
            name="analysed_on"
            label={t('surveyLabResults.form.date')}
            value={date}
            onChange={setDate}
            withTime={false}
            placeholder={t('resource.datePlaceholder')}
            error={false}
            helperText={undefined}
            readOnly={false}
            required={false}
            autoFocus={false}
            testId="vessel-analysis-date"
          />
          {rows.map((row, index) => (
            <Box
              key={row.key}
              role="group"
              aria-label={t('surveyLabResults.form.row', { number: index + 1 })}
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
            >
              <TextField
                select
                label={t('surveyLabResults.vessel.material')}
                value={row.material}
                onChange={(event) => change(row.key, { material: event.target.value })}
                slotProps={{ select: { native: true } }}
                sx={{ minWidth: 200 }}
              >
                {hazardousMaterials.map((material) => (
                  <option key={material.code} value={material.code}>
                    {materialName(material.code)}
                  </option>
                ))}
              </TextField>
              <TextField
                label={t('surveyLabResults.vessel.concentration')}
                value={row.concentration}
                onChange={(event) => change(row.key, { concentration: event.target.value })}
                sx={{ width: 150 }}
              />
              <TextField
                select
                label={t('surveyLabResults.vessel.unit')}
                value={row.unit}
                onChange={(event) => change(row.key, { unit: event.target.value })}
                slotProps={{ select: { native: true } }}
                sx={{ width: 110 }}
              >
                {concentrationUnits.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </TextField>
            </Box>
          ))}
          <Box>
            <Button
              startIcon={<AddIcon />}
              onClick={() =>
                setRows((current) => [
                  ...current,
                  { key: nextKey++, material: defaultMaterial, concentration: '', unit: '%' },
                ])
              }
            >
              {t('surveyLabResults.vessel.addRow')}
            </Button>
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
