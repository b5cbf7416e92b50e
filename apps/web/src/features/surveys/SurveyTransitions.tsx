import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { required } from '@vezel/domain/validation/text';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, type CombinedError } from 'urql';
import { useServerErrorText, useTranslateMessage } from '../../app/messages';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import { modalWidth } from '../../components/resource/CreateModal';
import { useModalError } from '../../components/resource/use-modal-error';
import { TextInput } from '../../components/TextInput';
import {
  changeSurveyStatusMutation,
  surveyTypenames,
  type Survey,
  type SurveyTransitionOption,
} from './survey-operations';

/** Spec section 9's confirm colours: a step back or out (cancel) in red, a step on in green. */
const actionColours: Record<SurveyTransitionOption['action'], string> = {
  activate: '#008C70',
  complete: '#008C70',
  reopen: '#008C70',
  cancel: '#B22222',
};

/**
 * The status changes the viewer may make, as buttons (the server lists them per viewer:
 * reopening is the managers'). Activating happens at once; completing asks first;
 * cancelling and reopening ask for the reason, which the history keeps.
 */
export function SurveyTransitions({ survey }: { survey: Survey }) {
  const { t } = useTranslation();
  const [, changeStatus] = useMutation(changeSurveyStatusMutation);
  const [asking, setAsking] = useState<SurveyTransitionOption | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const errorText = useServerErrorText();

  const change = (transition: SurveyTransitionOption, reason: string | null) =>
    changeStatus({ id: survey.id, to: transition.to, reason }, surveyTypenames).then(
      (result) => result.error,
    );

  async function takeAtOnce(transition: SurveyTransitionOption) {
    setBusy(transition.action);
    setFailure(null);
    const error = await change(transition, null);
    setBusy(null);
    if (error) setFailure(errorText(error));
  }

  if (survey.transitions.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {survey.transitions.map((transition) => (
          <Button
            key={transition.action}
            variant={transition.action === 'cancel' ? 'outlined' : 'contained'}
            color={transition.action === 'cancel' ? 'error' : 'primary'}
            loading={busy === transition.action}
            onClick={() =>
              transition.action === 'activate' ? void takeAtOnce(transition) : setAsking(transition)
            }
            data-testid={`survey-${transition.action}`}
          >
            {t(`surveys.action.${transition.action}`)}
          </Button>
        ))}
      </Box>
      {failure && (
        <Alert severity="error" data-testid="survey-transition-error">
          {failure}
        </Alert>
      )}
      {asking?.reason_required ? (
        <ReasonModal
          transition={asking}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => change(asking, reason)}
        />
      ) : (
        <ConfirmModal
          kind="update"
          open={asking !== null}
          title={t('surveys.confirm.completeTitle', { number: survey.number })}
          message={t('surveys.confirm.completeMessage')}
          onClose={() => setAsking(null)}
          onConfirm={() => (asking ? change(asking, null) : Promise.resolve(undefined))}
          confirmLabel={t('surveys.action.complete')}
          testId="survey-complete-modal"
        />
      )}
    </Box>
  );
}

interface ReasonModalProps {
  transition: SurveyTransitionOption;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<CombinedError | undefined>;
}

/** Asks why a survey is cancelled or reopened; the reason is required. */
function ReasonModal({ transition, onClose, onConfirm }: ReasonModalProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const error = useModalError();
  const [reason, setReason] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const failure = attempted ? required(reason) : null;
  const colour = actionColours[transition.action];
  const testId = `survey-${transition.action}-modal`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (busy || required(reason)) return;
    setBusy(true);
    error.clear();
    const result = await onConfirm(reason.trim());
    setBusy(false);
    if (result) error.fail(result);
    else onClose();
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth={false}
      slotProps={{
        paper: {
          ...error.paperProps,
          sx: { width: modalWidth, maxWidth: 'calc(100% - 32px)', ...error.paperProps.sx },
        },
      }}
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={`${testId}-title`}>
          {t(`surveys.confirm.${transition.action === 'cancel' ? 'cancel' : 'reopen'}Title`)}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t(`surveys.confirm.${transition.action === 'cancel' ? 'cancel' : 'reopen'}Message`)}
          </DialogContentText>
          <TextInput
            name="reason"
            label={t('surveys.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={failure !== null}
            helperText={failure ? translate(failure) : undefined}
            required
            multiline
            minRows={3}
            autoFocus
            testId={`${testId}-reason`}
          />
          {error.message && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid={`${testId}-error`}>
              {error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy} data-testid={`${testId}-dismiss`}>
            {t('resource.back')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={busy}
            sx={{ bgcolor: colour, '&:hover': { bgcolor: colour, filter: 'brightness(0.9)' } }}
            data-testid={`${testId}-confirm`}
          >
            {t(`surveys.action.${transition.action}`)}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
