import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { modalWidth } from './CreateModal';
import { useModalError } from './use-modal-error';

export type ConfirmKind = 'delete' | 'cancel' | 'update';

/** Spec section 9: the colour of the confirming button. */
const confirmColours: Record<ConfirmKind, string> = {
  delete: '#B22222',
  cancel: '#008C70',
  update: '#008C70',
};

interface ConfirmModalProps {
  kind: ConfirmKind;
  open: boolean;
  title: string;
  /** The question; or, where a plain sentence is not enough, `children`. */
  message?: string;
  children?: ReactNode;
  onClose: () => void;
  /** Does the work; resolves with the error, if any. The modal closes on success only. */
  onConfirm: () => Promise<CombinedError | undefined>;
  /** The confirming button's text where it names the action (Afronden); else the kind's. */
  confirmLabel?: string;
  /** While the work cannot be done yet (the children say why). */
  confirmDisabled?: boolean;
  testId: string;
}

/** Asks before deleting, cancelling or updating; a failure keeps it open with the message. */
export function ConfirmModal({
  kind,
  open,
  title,
  message,
  children,
  onClose,
  onConfirm,
  confirmLabel,
  confirmDisabled = false,
  testId,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  const error = useModalError();
  const [busy, setBusy] = useState(false);
  const colour = confirmColours[kind];

  async function confirm() {
    setBusy(true);
    error.clear();
    const failure = await onConfirm();
    setBusy(false);
    if (failure) error.fail(failure);
    else onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth={false}
      slotProps={{
        paper: {
          ...error.paperProps,
          sx: { width: modalWidth, maxWidth: 'calc(100% - 32px)', ...error.paperProps.sx },
        },
        transition: { onExited: error.clear },
      }}
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
    >
      <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
      <DialogContent>
        {message && <DialogContentText>{message}</DialogContentText>}
        {children}
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
          variant="contained"
          loading={busy}
          disabled={confirmDisabled}
          onClick={() => void confirm()}
          sx={{ bgcolor: colour, '&:hover': { bgcolor: colour, filter: 'brightness(0.9)' } }}
          data-testid={`${testId}-confirm`}
        >
          {confirmLabel ?? t(`resource.confirm.${kind}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
