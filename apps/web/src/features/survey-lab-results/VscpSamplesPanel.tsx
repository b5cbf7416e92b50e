import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { concentrationUnits, hazardousMaterials } from '@vezel/domain/ihm/hazardous-materials';
import { fromStoredDate } from '@vezel/domain/validation/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useAnnounce } from '../../components/announcer';
import { PageLoader } from '../../components/PageLoader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import {
  AnalysisDateInput,
  ColumnHeads,
  LaboratorySelect,
  useMaterialName,
  VesselResultRow,
} from './lab-parts';
import {
  addVscpSampleMutation,
  saveVesselAnalysisMutation,
  vesselResultTypenames,
  vscpSamplesQuery,
  type VesselAnalysis,
} from './lab-results-operations';
import { FailureAlert, LabFormDialog, useSubmission } from './LabFormDialog';
import { ResultRowsEditor, useDraftRows } from './ResultRowsEditor';

interface VscpSamplesPanelProps {
  entryId: string;
  editable: boolean;
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
  const announce = useAnnounce();
  const adding = useSubmission();
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
  if (result.error) return <ServerErrorAlert error={result.error} testId="vscp-samples-error" />;
  const entry = result.data?.surveyVscpEntry;
  if (!entry) return <PageLoader />;

  async function add() {
    const added = await adding.run(() =>
      addSample({ entryId, description: '' }, vesselResultTypenames),
    );
    if (added) {
      announce(t('surveyLabResults.vessel.sampleAdded', { number: added.addVscpSample.number }));
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
      <FailureAlert failure={adding.failure} />
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
                <ColumnHeads
                  columns={[
                    t('surveyLabResults.vessel.material'),
                    t('surveyLabResults.vessel.concentration'),
                    t('surveyLabResults.vessel.thresholdColumn'),
                    t('surveyLabResults.vessel.outcome'),
                  ]}
                />
                <TableBody>
                  {latest.results.map((row) => (
                    <VesselResultRow
                      key={row.id}
                      row={row}
                      threshold={thresholdText(row.hazardous_material)}
                    />
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

/** A vessel's results: the laboratory, the date, and a concentration per hazardous material. */
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
  const announce = useAnnounce();
  const submission = useSubmission();
  const materialName = useMaterialName();
  const [, save] = useMutation(saveVesselAnalysisMutation);
  const [laboratory, setLaboratory] = useState(
    analysis?.laboratory_id ?? laboratories[0]?.id ?? '',
  );
  const [date, setDate] = useState(
    analysis?.analysed_on ? fromStoredDate(analysis.analysed_on) : '',
  );
  const newRow = () => ({ material: defaultMaterial, concentration: '', unit: '%' });
  const draft = useDraftRows(() =>
    analysis && analysis.results.length > 0
      ? analysis.results.map((row) => ({
          material: row.hazardous_material ?? defaultMaterial,
          concentration: row.concentration ?? '',
          unit: row.unit ?? '%',
        }))
      : [newRow()],
  );

  async function submit() {
    const saved = await submission.run(() =>
      save(
        {
          sampleId,
          id: analysis?.id ?? null,
          input: {
            laboratory,
            analysed_on: date,
            results: draft.rows.map((row) => ({
              hazardous_material: row.material,
              concentration: row.concentration,
              unit: row.unit,
            })),
          },
        },
        vesselResultTypenames,
      ),
    );
    if (!saved) return;
    announce(t('surveyLabResults.form.saved', { sample: number }));
    onClose();
  }

  return (
    <LabFormDialog
      title={t('surveyLabResults.form.addTitle', { sample: number })}
      dirty={draft.rows.some((row) => row.concentration !== '')}
      submission={submission}
      onSubmit={submit}
      onClose={onClose}
    >
      <LaboratorySelect laboratories={laboratories} value={laboratory} onChange={setLaboratory} />
      <AnalysisDateInput value={date} onChange={setDate} testId="vessel-analysis-date" />
      <ResultRowsEditor
        draft={draft}
        newRow={newRow}
        addLabel={t('surveyLabResults.vessel.addRow')}
      >
        {(row) => (
          <>
            <TextField
              select
              label={t('surveyLabResults.vessel.material')}
              value={row.material}
              onChange={(event) => draft.change(row.key, { material: event.target.value })}
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
              onChange={(event) => draft.change(row.key, { concentration: event.target.value })}
              sx={{ width: 150 }}
            />
            <TextField
              select
              label={t('surveyLabResults.vessel.unit')}
              value={row.unit}
              onChange={(event) => draft.change(row.key, { unit: event.target.value })}
              slotProps={{ select: { native: true } }}
              sx={{ width: 110 }}
            >
              {concentrationUnits.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </TextField>
          </>
        )}
      </ResultRowsEditor>
    </LabFormDialog>
  );
}
