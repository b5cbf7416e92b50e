import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fromStoredDate } from '@vezel/domain/validation/dates';
import { awaitedLabOrder } from '../survey-sources/sample-fields';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { useAnnounce } from '../../components/announcer';
import { PageLoader } from '../../components/PageLoader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { DeleteLabRecordModal } from './DeleteLabRecordModal';
import { AnalysisDateInput, ColumnHeads, LaboratorySelect, VesselResultRow } from './lab-parts';
import {
  deleteSampleAnalysisMutation,
  labResultTypenames,
  sampleLabQuery,
  saveSampleAnalysisMutation,
  type LabChoice,
  type SampleAnalysis,
  type SampleLab,
} from './lab-results-operations';
import { LabFormDialog, useSubmission } from './LabFormDialog';
import { LabStatusChip } from './LabStatusChip';
import { amountWithPercentage } from './result-amount';
import { ResultRowsEditor, useDraftRows } from './ResultRowsEditor';

interface SampleAnalysesPanelProps {
  surveyId: string;
  sampleId: string;
  editable: boolean;
}

/**
 * A sample's status and analyses (samples/{sample}/analysis/{analysis}): per analysis the
 * laboratory, order, method, date and certificate with its results per asbestos type. The
 * surveyor types an analysis in or changes one; the analysis route opens its form.
 */
export function SampleAnalysesPanel({ surveyId, sampleId, editable }: SampleAnalysesPanelProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const analysisId = useParams().analysis;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<SampleAnalysis | null>(null);
  const [result] = useQuery({
    query: sampleLabQuery,
    variables: { id: sampleId },
    context: labResultTypenames,
  });
  if (result.error) return <ServerErrorAlert error={result.error} testId="sample-lab-error" />;
  const sample = result.data?.surveySample;
  if (!sample) return <PageLoader />;
  const samplePath = path('surveySample', { survey: surveyId, sample: sampleId });
  const editing = sample.analyses.find((analysis) => analysis.id === analysisId);

  return (
    <Box sx={{ mt: 3 }} data-testid="sample-analyses">
      {/* A vessel's sample has no asbestos status: its VSCP entry's finding says it. */}
      {!sample.vscp_entry_id && (
        <LabStatusChip
          status={sample.lab_status}
          atLabOrder={awaitedLabOrder(sample)}
          testId="sample-lab-status"
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 2 }}>
        <Typography variant="h3" component="h3">
          {t('surveyLabResults.analyses.title')}
        </Typography>
        {sample.vscp_entry_id ? (
          <Link
            component={RouterLink}
            to={path('surveyVscpApplication', { survey: surveyId, vscp: sample.vscp_entry_id })}
          >
            {t('surveyLabResults.analyses.atVscpEntry')}
          </Link>
        ) : (
          editable && (
            <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {t('surveyLabResults.analyses.add')}
            </Button>
          )
        )}
      </Box>
      {sample.analyses.length === 0 && (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {t('surveyLabResults.analyses.none')}
        </Typography>
      )}
      {sample.analyses.map((analysis) => (
        <AnalysisView
          key={analysis.id}
          analysis={analysis}
          editTo={
            editable && !sample.vscp_entry_id
              ? path('surveySampleAnalysis', {
                  survey: surveyId,
                  sample: sampleId,
                  analysis: analysis.id,
                })
              : null
          }
          onDelete={editable ? () => setRemoving(analysis) : null}
        />
      ))}
      {(adding || editing) && (
        <AnalysisDialog
          key={editing?.id ?? 'new'}
          sample={sample}
          laboratories={result.data?.laboratories ?? []}
          analysis={editing ?? null}
          onClose={() => {
            setAdding(false);
            if (editing) void navigate(samplePath);
          }}
        />
      )}
      {removing && (
        <DeleteLabRecordModal
          mutation={deleteSampleAnalysisMutation}
          id={removing.id}
          title={t('surveyLabResults.analyses.deleteTitle')}
          message={t('surveyLabResults.analyses.deleteMessage', { sample: sample.number })}
          deleted={t('surveyLabResults.analyses.deleted')}
          onClose={() => setRemoving(null)}
          testId="sample-analysis-delete"
        />
      )}
    </Box>
  );
}

function AnalysisView({
  analysis,
  editTo,
  onDelete,
}: {
  analysis: SampleAnalysis;
  editTo: string | null;
  onDelete: (() => void) | null;
}) {
  const { t, i18n } = useTranslation();
  const facts = [
    analysis.laboratory_name,
    analysis.lab_order_number &&
      t('surveyLabResults.analyses.order', { number: analysis.lab_order_number }),
    analysis.analysis_method_item?.value,
    analysis.analysed_on && fromStoredDate(analysis.analysed_on),
    t(`surveyLabResults.origin.${analysis.origin as 'typed' | 'csv' | 'api'}`),
  ].filter(Boolean);
  const heading = t('surveyLabResults.analyses.heading', {
    laboratory: analysis.laboratory_name ?? '',
  });
  return (
    <Paper variant="outlined" sx={{ p: 2, my: 1 }} component="section" aria-label={heading}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2">{facts.join(' · ')}</Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {editTo && (
            <Button size="small" component={RouterLink} to={editTo}>
              {t('surveyLabResults.analyses.edit')}
            </Button>
          )}
          {onDelete && (
            <IconButton
              size="small"
              aria-label={t('surveyLabResults.analyses.deleteTitle')}
              onClick={onDelete}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      </Box>
      {analysis.certificate && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('surveyLabResults.analyses.certificate')}{' '}
          {analysis.certificate.file ? (
            <Link href={analysis.certificate.file.url} target="_blank" rel="noopener">
              {analysis.certificate.number}
            </Link>
          ) : (
            analysis.certificate.number
          )}
        </Typography>
      )}
      {/* Within the card however narrow: the table scrolls rather than stick out. */}
      <Box sx={{ overflowX: 'auto', mt: 1 }}>
        <Table size="small" aria-label={t('surveyLabResults.results.title')}>
          <ColumnHeads
            columns={[
              t('surveyLabResults.results.type'),
              t('surveyLabResults.results.amount'),
              t('surveyLabResults.results.status'),
            ]}
          />
          <TableBody>
            {analysis.results.map((row) =>
              row.hazardous_material ? (
                // A vessel's result: its concentration, and the outcome as its status.
                <VesselResultRow key={row.id} row={row} threshold={null} />
              ) : (
                <TableRow key={row.id}>
                  <TableCell>{row.analysis_material_item?.value}</TableCell>
                  <TableCell>
                    {amountWithPercentage(row.amount_item?.value, row.percentage, i18n.language)}
                  </TableCell>
                  <TableCell>{row.status?.value}</TableCell>
                </TableRow>
              ),
            )}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}

/** The form of one analysis: laboratory, method, date, and a row per asbestos type found. */
function AnalysisDialog({
  sample,
  laboratories,
  analysis,
  onClose,
}: {
  sample: SampleLab;
  laboratories: readonly LabChoice[];
  analysis: SampleAnalysis | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const submission = useSubmission();
  const [, save] = useMutation(saveSampleAnalysisMutation);
  // A sample at a laboratory gets its results from that one (the server refuses another).
  const [laboratory, setLaboratory] = useState(
    analysis?.laboratory_id ?? sample.at_lab_order?.laboratory_id ?? laboratories[0]?.id ?? '',
  );
  const [method, setMethod] = useState(analysis?.analysis_method ?? '');
  const [date, setDate] = useState(
    analysis?.analysed_on ? fromStoredDate(analysis.analysed_on) : '',
  );
  const newRow = () => ({
    material: sample.analysis_materials[0]?.id ?? '',
    percentage: '',
    amount: '',
  });
  const draft = useDraftRows(() =>
    analysis
      ? analysis.results.map((row) => ({
          material: row.analysis_material ?? '',
          percentage: row.percentage,
          amount: row.amount ?? '',
        }))
      : [newRow()],
  );
  const methods = laboratories.find((lab) => lab.id === laboratory)?.analysis_methods ?? [];

  async function submit() {
    const saved = await submission.run(() =>
      save(
        {
          sampleId: sample.id,
          id: analysis?.id ?? null,
          input: {
            laboratory,
            analysis_method: method || null,
            analysed_on: date,
            results: draft.rows.map((row) => ({
              analysis_material: row.material,
              amount: row.amount || null,
              percentage: row.percentage,
            })),
          },
        },
        labResultTypenames,
      ),
    );
    if (!saved) return;
    announce(t('surveyLabResults.form.saved', { sample: sample.number }));
    onClose();
  }

  return (
    <LabFormDialog
      title={t(analysis ? 'surveyLabResults.form.editTitle' : 'surveyLabResults.form.addTitle', {
        sample: sample.number,
      })}
      dirty={draft.rows.some((row) => row.percentage !== '' || row.amount !== '')}
      submission={submission}
      onSubmit={submit}
      onClose={onClose}
      wide
    >
      <LaboratorySelect
        laboratories={laboratories}
        value={laboratory}
        onChange={(value) => {
          setLaboratory(value);
          setMethod('');
        }}
        required
      />
      <TextField
        select
        label={t('surveyLabResults.form.method')}
        value={method}
        onChange={(event) => setMethod(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('surveyLabResults.form.noMethod')}</option>
        {methods.map((item) => (
          <option key={item.id} value={item.id}>
            {item.value}
          </option>
        ))}
      </TextField>
      <AnalysisDateInput value={date} onChange={setDate} testId="sample-analysis-date" />
      <Typography variant="subtitle1" component="h3">
        {t('surveyLabResults.results.title')}
      </Typography>
      <ResultRowsEditor
        draft={draft}
        newRow={newRow}
        addLabel={t('surveyLabResults.form.addRow')}
        addDisabled={sample.analysis_materials.length === 0}
        removable
      >
        {(row) => {
          const amounts =
            sample.analysis_materials.find((option) => option.id === row.material)?.amounts ?? [];
          return (
            <>
              <TextField
                select
                label={t('surveyLabResults.results.type')}
                value={row.material}
                onChange={(event) =>
                  draft.change(row.key, { material: event.target.value, amount: '' })
                }
                slotProps={{ select: { native: true } }}
                sx={{ minWidth: 170 }}
              >
                {sample.analysis_materials.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.value}
                  </option>
                ))}
              </TextField>
              <TextField
                label={t('surveyLabResults.results.percentage')}
                value={row.percentage}
                onChange={(event) => draft.change(row.key, { percentage: event.target.value })}
                helperText={t('surveyLabResults.form.percentageHelp')}
                sx={{ width: 150 }}
              />
              <TextField
                select
                label={t('surveyLabResults.results.amount')}
                value={row.amount}
                onChange={(event) => draft.change(row.key, { amount: event.target.value })}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 170 }}
              >
                <option value="">{t('surveyLabResults.form.amountByPercentage')}</option>
                {amounts.map((amount) => (
                  <option key={amount.id} value={amount.id}>
                    {amount.value}
                  </option>
                ))}
              </TextField>
            </>
          );
        }}
      </ResultRowsEditor>
      {sample.analysis_materials.length === 0 && (
        <Alert severity="info">{t('surveyLabResults.form.noMaterials')}</Alert>
      )}
    </LabFormDialog>
  );
}
