import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { RouteId, RouteParams } from '@vezel/domain/routes/route-table';
import { required } from '@vezel/domain/validation/text';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { useRoutePath } from '../../app/locale';
import { useServerErrorText, useTranslateMessage } from '../../app/messages';
import { useAnnounce } from '../../components/announcer';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import { modalWidth } from '../../components/resource/CreateModal';
import { useModalError } from '../../components/resource/use-modal-error';
import { PageLoader } from '../../components/PageLoader';
import { TextInput } from '../../components/TextInput';
import { useGuardedClose } from '../../components/unsaved-changes';
import {
  changeSurveyStatusMutation,
  surveyCompletionGapsQuery,
  surveyTypenames,
  type CompletionGap,
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
 * The status changes the viewer may make, as buttons (the server lists them per viewer: a
 * surveyor activates; completing, cancelling and reopening are the managers'). Activating
 * happens at once; completing asks first and lists what the survey still lacks; cancelling
 * and reopening ask for the reason, which the history keeps. Each change is announced.
 */
export function SurveyTransitions({ survey }: { survey: Survey }) {
  const { t } = useTranslation();
  const [, changeStatus] = useMutation(changeSurveyStatusMutation);
  const [asking, setAsking] = useState<SurveyTransitionOption | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const errorText = useServerErrorText();
  const announce = useAnnounce();

  const change = async (transition: SurveyTransitionOption, reason: string | null) => {
    const result = await changeStatus(
      { id: survey.id, to: transition.to, reason },
      surveyTypenames,
    );
    if (!result.error) {
      announce(t(`surveys.announce.${transition.action}`, { number: survey.number }));
    }
    return result.error;
  };

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
      {asking?.reason_required && (
        <ReasonModal
          transition={asking}
          onClose={() => setAsking(null)}
          onConfirm={(reason) => change(asking, reason)}
        />
      )}
      {asking?.action === 'complete' && (
        <CompleteModal
          survey={survey}
          onClose={() => setAsking(null)}
          onConfirm={() => change(asking, null)}
        />
      )}
    </Box>
  );
}

/** Where each gap is fixed: the survey's planning, a source, a VSCP entry, an inventory. */
function gapRoute(gap: CompletionGap, survey: Survey): [RouteId, RouteParams] {
  const params = { survey: survey.id };
  switch (gap.code) {
    case 'client':
    case 'surveyType':
    case 'surveyor':
      return ['surveyInformationClient', params];
    case 'noSources':
      return [
        survey.asset_type === 'vessel' ? 'surveyVscpApplications' : 'surveySourceApplications',
        params,
      ];
    case 'sourceUnassessed':
      return ['surveySourceApplicationStatus', { ...params, source: gap.target ?? '' }];
    case 'vscpUnassessed':
      return ['surveyVscpApplication', { ...params, vscp: gap.target ?? '' }];
    case 'dossierCheckMissing':
      return ['surveyInventarisations', params];
    case 'dossierCheckIncomplete':
      return [
        'surveyInventarisationDossierChecks',
        { ...params, inventarisation: gap.target ?? '' },
      ];
  }
}

interface CompleteModalProps {
  survey: Survey;
  onClose: () => void;
  onConfirm: () => Promise<CombinedError | undefined>;
}

/**
 * Asks before completing; while the survey lacks something (packages/domain
 * surveys/completion.ts) it lists each as a link to where it is fixed, and cannot confirm.
 */
function CompleteModal({ survey, onClose, onConfirm }: CompleteModalProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const errorText = useServerErrorText();
  const [result] = useQuery({
    query: surveyCompletionGapsQuery,
    variables: { id: survey.id },
    requestPolicy: 'network-only',
  });
  const gaps = result.data?.onderzoek?.completionGaps;
  const testId = 'survey-complete-modal';

  return (
    <ConfirmModal
      kind="update"
      open
      title={t('surveys.confirm.completeTitle', { number: survey.number })}
      onClose={onClose}
      onConfirm={onConfirm}
      confirmLabel={t('surveys.action.complete')}
      confirmDisabled={!gaps || gaps.length > 0}
      testId={testId}
    >
      {result.error ? (
        <Alert severity="error">{errorText(result.error)}</Alert>
      ) : !gaps ? (
        <PageLoader />
      ) : gaps.length === 0 ? (
        <DialogContentText>{t('surveys.confirm.completeMessage')}</DialogContentText>
      ) : (
        <>
          <DialogContentText id={`${testId}-missing`}>
            {t('surveys.completion.missing', { count: gaps.length })}
          </DialogContentText>
          <List
            dense
            aria-labelledby={`${testId}-missing`}
            sx={{ listStyle: 'disc', pl: 3 }}
            data-testid={`${testId}-gaps`}
          >
            {gaps.map((gap) => {
              const [route, params] = gapRoute(gap, survey);
              return (
                <ListItem
                  key={`${gap.code}-${gap.target ?? ''}-${gap.label ?? ''}`}
                  sx={{ display: 'list-item', px: 0 }}
                >
                  <Link component={RouterLink} to={path(route, params)} onClick={onClose}>
                    {t(`completion.${gap.code}`, { label: gap.label ?? '' })}
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
  const guarded = useGuardedClose(reason.trim() !== '', onClose);
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
      onClose={busy ? undefined : guarded.requestClose}
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
          <Button onClick={guarded.requestClose} disabled={busy} data-testid={`${testId}-dismiss`}>
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
      {guarded.dialog}
    </Dialog>
  );
}
