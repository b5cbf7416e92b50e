import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  labOrderPriorities,
  ordersAtLab,
  type LabOrderPriority,
  type LabOrderStatus,
} from '@vezel/domain/lab/orders';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { useDateFormat } from '../../app/dates';
import { useServerErrorText } from '../../app/messages';
import { useAnnounce } from '../../components/announcer';
import { FileViewer } from '../../components/FileViewer';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import { modalWidth } from '../../components/resource/CreateModal';
import { TextInput } from '../../components/TextInput';
import { useGuardedClose } from '../../components/unsaved-changes';
import {
  awaitsBackgroundWork,
  cancelLabOrderMutation,
  createLabOrderMutation,
  deleteLabOrderMutation,
  labOrdersQuery,
  labOrderTypenames,
  markLabOrderReceivedMutation,
  orderableSamplesQuery,
  retryLabOrderResultsMutation,
  sendLabOrderMutation,
  updateLabOrderMutation,
  type LabOrder,
  type SurveyLaboratory,
} from './lab-order-operations';

/** How often the screen asks again while an order is being sent or its results fetched. */
const pollMs = 1500;

type Laboratory = SurveyLaboratory['laboratory'];

interface LabOrdersPanelProps {
  surveyId: string;
  laboratory: Laboratory;
  editable: boolean;
  /** Samples on no order that this laboratory can analyse: none, no new order. */
  orderableCount: number;
}

/**
 * The survey's orders to one laboratory (certificates/laboratories/{laboratory}/laborders):
 * a new order of the samples the laboratory can analyse, and per order its samples, status,
 * history, the order form PDF, and what may be done with it now.
 */
export function LabOrdersPanel({
  surveyId,
  laboratory,
  editable,
  orderableCount,
}: LabOrdersPanelProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<LabOrder | 'new' | null>(null);
  const [result, refetch] = useQuery({
    query: labOrdersQuery,
    variables: { surveyId, laboratoryId: laboratory.id },
    context: labOrderTypenames,
  });
  const orders = result.data?.labOrders;
  const waiting = orders?.some(awaitsBackgroundWork) ?? false;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), pollMs);
    return () => clearInterval(timer);
  }, [waiting, refetch]);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h3" sx={{ fontSize: '1.2rem', flex: 1 }}>
          {t('surveyLabOrders.orders.title')}
        </Typography>
        {editable && (
          <Button
            variant="contained"
            onClick={() => setEditing('new')}
            disabled={orderableCount === 0}
            aria-describedby={orderableCount === 0 ? 'lab-orders-none-left' : undefined}
          >
            {t('surveyLabOrders.orders.add')}
          </Button>
        )}
      </Box>
      {editable && orderableCount === 0 && (
        <Typography
          id="lab-orders-none-left"
          variant="body2"
          color="text.secondary"
          sx={{ mt: -1, mb: 2 }}
        >
          {t('surveyLabOrders.orders.noneLeft')}
        </Typography>
      )}
      {result.error && <Alert severity="error">{result.error.message}</Alert>}
      {orders && orders.length === 0 && (
        <Alert severity="info">{t('surveyLabOrders.orders.none')}</Alert>
      )}
      <Stack spacing={2}>
        {orders?.map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            laboratory={laboratory}
            editable={editable}
            onEdit={() => setEditing(order)}
          />
        ))}
      </Stack>
      {editing && (
        <OrderDialog
          surveyId={surveyId}
          laboratory={laboratory}
          order={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}

const statusColour = (status: string) =>
  status === 'analysed'
    ? 'success'
    : status === 'cancelled'
      ? 'default'
      : status === 'draft'
        ? 'info'
        : 'primary';

/** Who made a change in an order's history: a person, the laboratory or Vezel. */
function useChangeActor() {
  const { t } = useTranslation();
  return (change: LabOrder['history'][number]) =>
    change.changed_by_kind === 'laboratory'
      ? t('surveyLabOrders.order.byLaboratory')
      : change.changed_by_kind === 'vezel'
        ? t('surveyLabOrders.order.byVezel')
        : (change.changed_by ?? t('surveyLabOrders.order.byVezel'));
}

function OrderCard({
  order,
  laboratory,
  editable,
  onEdit,
}: {
  order: LabOrder;
  laboratory: Laboratory;
  editable: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const announce = useAnnounce();
  const errorText = useServerErrorText();
  const [, send] = useMutation(sendLabOrderMutation);
  const [, received] = useMutation(markLabOrderReceivedMutation);
  const [, remove] = useMutation(deleteLabOrderMutation);
  const [, fetchAgain] = useMutation(retryLabOrderResultsMutation);
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [sending, setSending] = useState(false);
  const [showPdf, setShowPdf] = useState(false);
  const [shownCertificate, setShownCertificate] = useState<string | null>(null);
  const actor = useChangeActor();
  const atLab = ordersAtLab.includes(order.status);
  const certificate = order.certificates.find((item) => item.id === shownCertificate);
  const headingId = `lab-order-${order.id}`;
  const activeSamples = order.samples.filter(
    (sample) => sample.active || order.status === 'cancelled',
  );

  async function act(run: () => Promise<{ error?: CombinedError }>, done: string) {
    setError(null);
    const outcome = await run();
    if (outcome.error) setError(errorText(outcome.error));
    else announce(done);
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={headingId} variant="h4" sx={{ fontSize: '1.1rem', mr: 1 }}>
          {t('surveyLabOrders.order.heading', { number: order.number })}
        </Typography>
        <Chip
          size="small"
          color={statusColour(order.status)}
          label={t(`surveyLabOrders.status.${order.status as LabOrderStatus}`)}
        />
        <Chip
          size="small"
          variant="outlined"
          label={t(`labOrder.priority.${order.priority as LabOrderPriority}`)}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {order.sent_at
          ? t('surveyLabOrders.order.sentOn', {
              date: dates.date(order.sent_at),
              channel: t(`surveyLabOrders.channel.${order.channel === 'api' ? 'api' : 'email'}`),
            })
          : t('surveyLabOrders.order.createdBy', {
              name: order.created_by ?? '',
              date: dates.date(order.created_at),
            })}
      </Typography>
      {order.remarks && <Typography sx={{ mt: 1 }}>{order.remarks}</Typography>}
      {order.send_state === 'sending' && (
        <Alert severity="info" icon={<CircularProgress size={18} />} sx={{ mt: 1 }}>
          {order.send_job?.error
            ? t('surveyLabOrders.order.retrying', { error: order.send_job.error })
            : t('surveyLabOrders.order.sending')}
        </Alert>
      )}
      {order.send_state === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('surveyLabOrders.order.sendFailed', { error: order.send_job?.error ?? '' })}
        </Alert>
      )}
      {order.results_job &&
        (order.results_job.status === 'failed' ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t('surveyLabOrders.order.resultsFailed', { error: order.results_job.error ?? '' })}
          </Alert>
        ) : order.results_job.status !== 'done' ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('surveyLabOrders.order.awaitingResults')}
          </Alert>
        ) : null)}
      {order.cancel_job && <CancelNotice job={order.cancel_job} />}
      <Table size="small" sx={{ mt: 1 }} aria-label={t('surveyLabOrders.order.samples')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('surveyLabOrders.order.sample')}</TableCell>
            <TableCell>{t('surveyLabOrders.order.method')}</TableCell>
            {atLab && <TableCell>{t('surveyLabOrders.order.result')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {activeSamples.map((sample) => (
            <TableRow key={sample.id}>
              <TableCell>{sample.sample.number}</TableCell>
              <TableCell>{sample.analysis_method?.value ?? ''}</TableCell>
              {atLab && (
                <TableCell>
                  {sample.sample.lab_status?.value ?? t('surveyLabOrders.order.noResult')}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {order.certificates.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography variant="body2">{t('surveyLabOrders.order.certificates')}</Typography>
          {order.certificates.map((item) => (
            <Button
              key={item.id}
              size="small"
              variant="outlined"
              disabled={!item.file}
              aria-expanded={shownCertificate === item.id}
              onClick={() => setShownCertificate((shown) => (shown === item.id ? null : item.id))}
            >
              {t('surveyLabOrders.order.certificate', { number: item.number })}
            </Button>
          ))}
        </Box>
      )}
      {certificate?.file && (
        <FileViewer file={certificate.file} testId={`lab-order-certificate-${certificate.id}`} />
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {editable && order.editable && (
          <>
            <Button variant="contained" onClick={() => setSending(true)}>
              {order.send_state === 'failed'
                ? t('surveyLabOrders.order.sendAgain')
                : t('surveyLabOrders.order.send')}
            </Button>
            <Button onClick={onEdit}>{t('surveyLabOrders.order.edit')}</Button>
            <Button color="error" onClick={() => setDeleting(true)}>
              {t('surveyLabOrders.order.delete')}
            </Button>
          </>
        )}
        {editable && order.status === 'sent' && (
          <Button
            onClick={() =>
              act(
                () => received({ id: order.id }, labOrderTypenames),
                t('surveyLabOrders.order.receivedDone', { number: order.number }),
              )
            }
          >
            {t('surveyLabOrders.order.markReceived')}
          </Button>
        )}
        {/* A draft is deleted, not cancelled: it never left the firm. */}
        {editable && order.can_cancel && order.status !== 'draft' && (
          <Button onClick={() => setCancelling(true)}>{t('surveyLabOrders.order.cancel')}</Button>
        )}
        {editable && order.results_job?.status === 'failed' && (
          <Button
            onClick={() =>
              act(
                () => fetchAgain({ id: order.id }, labOrderTypenames),
                t('surveyLabOrders.order.fetchStarted', { number: order.number }),
              )
            }
          >
            {t('surveyLabOrders.order.fetchAgain')}
          </Button>
        )}
        {order.order_file && (
          <Button onClick={() => setShowPdf((shown) => !shown)} aria-expanded={showPdf}>
            {t('surveyLabOrders.order.pdf')}
          </Button>
        )}
      </Box>
      {showPdf && order.order_file && (
        <FileViewer file={order.order_file} testId={`lab-order-pdf-${order.id}`} />
      )}
      <Typography variant="h5" sx={{ fontSize: '0.95rem', mt: 2 }}>
        {t('surveyLabOrders.order.history')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {order.history.map((change) => (
          <Typography component="li" variant="body2" key={change.id}>
            {t('surveyLabOrders.order.change', {
              status: t(`surveyLabOrders.status.${change.to_status as LabOrderStatus}`),
              date: dates.dateTime(change.changed_at),
              name: actor(change),
            })}
            {change.note && ` — ${change.note}`}
          </Typography>
        ))}
      </Box>
      <CancelDialog order={order} open={cancelling} onClose={() => setCancelling(false)} />
      <ConfirmModal
        kind="update"
        open={sending}
        title={t('surveyLabOrders.order.sendTitle')}
        confirmLabel={t('surveyLabOrders.order.send')}
        onClose={() => setSending(false)}
        onConfirm={async () => {
          const outcome = await send({ id: order.id }, labOrderTypenames);
          if (!outcome.error) {
            announce(t('surveyLabOrders.order.sendStarted', { number: order.number }));
          }
          return outcome.error;
        }}
        testId={`lab-order-send-${order.id}`}
      >
        <Typography>
          {laboratory.order_channel === 'api'
            ? t('surveyLabOrders.order.sendConfirmApi', {
                number: order.number,
                laboratory: laboratory.name,
              })
            : t('surveyLabOrders.order.sendConfirmEmail', {
                number: order.number,
                laboratory: laboratory.name,
                email: laboratory.order_email ?? '',
              })}
        </Typography>
      </ConfirmModal>
      <ConfirmModal
        kind="delete"
        open={deleting}
        title={t('surveyLabOrders.order.delete')}
        message={t('surveyLabOrders.order.deleteMessage', { number: order.number })}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          const outcome = await remove({ id: order.id }, labOrderTypenames);
          if (!outcome.error)
            announce(t('surveyLabOrders.order.deleted', { number: order.number }));
          return outcome.error;
        }}
        testId={`lab-order-delete-${order.id}`}
      />
    </Paper>
  );
}

function CancelDialog({
  order,
  open,
  onClose,
}: {
  order: LabOrder;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [, cancel] = useMutation(cancelLabOrderMutation);
  const [reason, setReason] = useState('');
  const reasonRequired = order.status !== 'draft';
  return (
    <ConfirmModal
      kind="cancel"
      open={open}
      title={t('surveyLabOrders.order.cancel')}
      onClose={onClose}
      confirmLabel={t('surveyLabOrders.order.cancel')}
      confirmDisabled={reasonRequired && reason.trim() === ''}
      onConfirm={async () => {
        const outcome = await cancel({ id: order.id, reason }, labOrderTypenames);
        if (!outcome.error)
          announce(t('surveyLabOrders.order.cancelled', { number: order.number }));
        return outcome.error;
      }}
      testId={`lab-order-cancel-${order.id}`}
    >
      <Typography sx={{ mb: 2 }}>
        {t('surveyLabOrders.order.cancelMessage', { number: order.number })}
      </Typography>
      {reasonRequired && (
        <Typography sx={{ mb: 2 }}>
          {order.channel === 'api'
            ? t('surveyLabOrders.order.cancelTellsLabApi')
            : t('surveyLabOrders.order.cancelTellsLabEmail')}
        </Typography>
      )}
      <TextInput
        name="reason"
        label={t('surveyLabOrders.order.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required={reasonRequired}
        multiline
        minRows={2}
        error={false}
        helperText={undefined}
        testId={`lab-order-cancel-reason-${order.id}`}
      />
    </ConfirmModal>
  );
}

/** Whether the laboratory was told that the order is cancelled (the cancel notice job). */
function CancelNotice({ job }: { job: NonNullable<LabOrder['cancel_job']> }) {
  const { t } = useTranslation();
  if (job.status === 'done') {
    return (
      <Alert severity="success" sx={{ mt: 1 }}>
        {t('surveyLabOrders.order.cancelNoticeDone')}
      </Alert>
    );
  }
  if (job.status === 'failed') {
    return (
      <Alert severity="error" sx={{ mt: 1 }}>
        {t('surveyLabOrders.order.cancelNoticeFailed', { error: job.error ?? '' })}
      </Alert>
    );
  }
  return (
    <Alert severity="info" icon={<CircularProgress size={18} />} sx={{ mt: 1 }}>
      {job.error
        ? t('surveyLabOrders.order.cancelNoticeRetrying', { error: job.error })
        : t('surveyLabOrders.order.cancelNoticeSending')}
    </Alert>
  );
}

interface Choice {
  chosen: boolean;
  method: string;
}

/** A sample's choice so far; not chosen, with its first method, until the user picks it. */
const choiceIn = (
  choices: Record<string, Choice>,
  sampleId: string,
  methods: readonly { id: string }[],
): Choice => choices[sampleId] ?? { chosen: false, method: methods[0]?.id ?? '' };

/** A new order, or a draft changed: priority, remarks, and per sample the method. */
function OrderDialog({
  surveyId,
  laboratory,
  order,
  onClose,
}: {
  surveyId: string;
  laboratory: Laboratory;
  order: LabOrder | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const errorText = useServerErrorText();
  const [candidates] = useQuery({
    query: orderableSamplesQuery,
    variables: { surveyId, laboratoryId: laboratory.id, labOrderId: order?.id ?? null },
    requestPolicy: 'network-only',
  });
  const [, create] = useMutation(createLabOrderMutation);
  const [, update] = useMutation(updateLabOrderMutation);
  const [priority, setPriority] = useState(order?.priority ?? 'normal');
  const [remarks, setRemarks] = useState(order?.remarks ?? '');
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(
      (order?.samples ?? [])
        .filter((sample) => sample.active)
        .map((sample) => [
          sample.sample_id,
          { chosen: true, method: sample.analysis_method_id ?? '' },
        ]),
    ),
  );
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const guard = useGuardedClose(dirty, onClose);
  const rows = candidates.data?.orderableSamples;
  const choiceOf = (sampleId: string, methods: readonly { id: string }[]): Choice =>
    choiceIn(choices, sampleId, methods);
  const chosen = useMemo(
    () =>
      (rows ?? [])
        .map((row) => ({ row, choice: choiceIn(choices, row.sample.id, row.methods) }))
        .filter(({ choice }) => choice.chosen),
    [rows, choices],
  );

  const change = (sampleId: string, methods: readonly { id: string }[], next: Partial<Choice>) => {
    setDirty(true);
    setChoices((current) => ({
      ...current,
      [sampleId]: {
        ...(current[sampleId] ?? { chosen: false, method: methods[0]?.id ?? '' }),
        ...next,
      },
    }));
  };

  async function save() {
    setBusy(true);
    setError(null);
    const input = {
      laboratoryId: laboratory.id,
      priority,
      remarks,
      samples: chosen.map(({ row, choice }) => ({
        sampleId: row.sample.id,
        analysisMethodId: choice.method,
      })),
    };
    const outcome = order
      ? await update({ id: order.id, input }, labOrderTypenames)
      : await create({ surveyId, input }, labOrderTypenames);
    setBusy(false);
    if (outcome.error) {
      setError(errorText(outcome.error));
      return;
    }
    const number =
      'createLabOrder' in (outcome.data ?? {})
        ? (outcome.data as { createLabOrder: LabOrder }).createLabOrder.number
        : (order?.number ?? '');
    announce(
      order
        ? t('surveyLabOrders.order.saved', { number })
        : t('surveyLabOrders.order.created', { number }),
    );
    onClose();
  }

  return (
    <>
      <Dialog
        open
        onClose={busy ? undefined : guard.requestClose}
        maxWidth={false}
        slotProps={{ paper: { sx: { width: modalWidth * 1.4, maxWidth: 'calc(100% - 32px)' } } }}
        aria-labelledby="lab-order-dialog-title"
      >
        <DialogTitle id="lab-order-dialog-title">
          {order
            ? t('surveyLabOrders.dialog.editTitle', { number: order.number })
            : t('surveyLabOrders.dialog.title', { laboratory: laboratory.name })}
        </DialogTitle>
        <DialogContent>
          <FormControl sx={{ mb: 2 }}>
            <FormLabel id="lab-order-priority">{t('surveyLabOrders.dialog.priority')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="lab-order-priority"
              value={priority}
              onChange={(event) => {
                setDirty(true);
                setPriority(event.target.value);
              }}
            >
              {labOrderPriorities.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`labOrder.priority.${value}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <TextInput
            name="remarks"
            label={t('surveyLabOrders.dialog.remarks')}
            value={remarks}
            onChange={(event) => {
              setDirty(true);
              setRemarks(event.target.value);
            }}
            multiline
            minRows={2}
            error={false}
            helperText={undefined}
            testId="lab-order-remarks"
          />
          <Typography variant="h3" sx={{ fontSize: '1.05rem', mt: 2, mb: 1 }}>
            {t('surveyLabOrders.dialog.samples')}
          </Typography>
          {candidates.error && <Alert severity="error">{errorText(candidates.error)}</Alert>}
          {rows && rows.length === 0 && (
            <Alert severity="info">{t('surveyLabOrders.dialog.noSamples')}</Alert>
          )}
          {rows && rows.length > 0 && (
            <Table size="small" aria-label={t('surveyLabOrders.dialog.samples')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('surveyLabOrders.order.sample')}</TableCell>
                  <TableCell>{t('surveyLabOrders.dialog.source')}</TableCell>
                  <TableCell>{t('surveyLabOrders.order.method')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => {
                  const choice = choiceOf(row.sample.id, row.methods);
                  const location = row.sample.location;
                  return (
                    <TableRow key={row.sample.id}>
                      <TableCell>
                        <FormControlLabel
                          control={
                            <Checkbox
                              checked={choice.chosen}
                              onChange={(event) =>
                                change(row.sample.id, row.methods, { chosen: event.target.checked })
                              }
                            />
                          }
                          label={row.sample.number}
                        />
                      </TableCell>
                      <TableCell>
                        {location
                          ? [
                              location.source.number,
                              location.source.material_type_item?.value,
                              location.space_name,
                            ]
                              .filter(Boolean)
                              .join(' · ')
                          : ''}
                      </TableCell>
                      <TableCell>
                        <NativeSelect
                          value={choice.method}
                          onChange={(event) =>
                            change(row.sample.id, row.methods, { method: event.target.value })
                          }
                          inputProps={{
                            'aria-label': t('surveyLabOrders.dialog.methodOf', {
                              sample: row.sample.number,
                            }),
                          }}
                        >
                          {row.methods.map((method) => (
                            <option key={method.id} value={method.id}>
                              {method.value}
                            </option>
                          ))}
                        </NativeSelect>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={guard.requestClose} disabled={busy}>
            {t('resource.cancel')}
          </Button>
          <Button variant="contained" onClick={save} disabled={busy || chosen.length === 0}>
            {order ? t('resource.save') : t('surveyLabOrders.dialog.create')}
          </Button>
        </DialogActions>
      </Dialog>
      {guard.dialog}
    </>
  );
}
