import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { useServerErrorText } from '../../app/messages';
import { modalWidth } from '../../components/resource/CreateModal';
import { useGuardedClose } from '../../components/unsaved-changes';

/** What a mutation or a one-off query resolves with: only the part a dialog looks at. */
interface RequestOutcome<Data> {
  data?: Data;
  error?: CombinedError;
}

/**
 * A dialog's request to the server: busy while it runs, and the server's message in place
 * (not the shaking "Error: …" of the resource modals) when it fails, so the user can put the
 * input right and send it again.
 */
export function useSubmission() {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Sends the request; resolves with its data, or null once the failure is shown. */
  async function run<Data>(request: () => Promise<RequestOutcome<Data>>): Promise<Data | null> {
    setBusy(true);
    setFailure(null);
    const outcome = await request();
    setBusy(false);
    if (outcome.error || !outcome.data) {
      setFailure(outcome.error ? errorText(outcome.error) : t('error.internal'));
      return null;
    }
    return outcome.data;
  }

  return { failure, busy, run };
}

/** What went wrong (a request, a file read), as an alert; nothing while all is well. */
export function FailureAlert({ failure }: { failure: string | null }) {
  if (!failure) return null;
  return (
    <Alert severity="error" role="alert">
      {failure}
    </Alert>
  );
}

/** A dialog's buttons: Cancel first (it asks before dropping input), then the dialog's own. */
export function DialogButtons({
  onCancel,
  children,
}: {
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onCancel}>{t('resource.cancel')}</Button>
      {children}
    </DialogActions>
  );
}

interface LabFormDialogProps {
  title: string;
  /** Whether closing would drop input; Escape, the backdrop and Cancel then ask first. */
  dirty: boolean;
  submission: ReturnType<typeof useSubmission>;
  /** Sends the form (its own submit event is held back here). */
  onSubmit: () => Promise<void>;
  onClose: () => void;
  /** Wider than the usual form, for a row of several result fields side by side. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The form of an analysis, a vessel's results or a certificate in a modal: the fields, the
 * server's message should saving fail, and Cancel and Save.
 */
export function LabFormDialog({
  title,
  dirty,
  submission,
  onSubmit,
  onClose,
  wide = false,
  children,
}: LabFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // While saving nothing is lost by closing: the request carries the input.
  const { requestClose, dialog } = useGuardedClose(dirty && !submission.busy, onClose);
  const size = wide
    ? { slotProps: { paper: { sx: { width: modalWidth + 120, maxWidth: '100%' } } } }
    : { fullWidth: true, maxWidth: 'sm' as const };

  function submit(event: FormEvent) {
    event.preventDefault();
    void onSubmit();
  }

  return (
    <Dialog open onClose={requestClose} aria-labelledby={titleId} {...size}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {children}
          <FailureAlert failure={submission.failure} />
        </DialogContent>
        <DialogButtons onCancel={requestClose}>
          <Button type="submit" variant="contained" loading={submission.busy}>
            {t('resource.save')}
          </Button>
        </DialogButtons>
      </form>
      {dialog}
    </Dialog>
  );
}
