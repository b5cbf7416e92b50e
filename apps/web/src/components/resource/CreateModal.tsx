import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { serverError } from '../../app/graphql-errors';
import { useGuardedClose } from '../unsaved-changes';
import { newValues, stepsOf, type FormField, type FormValues } from './form-logic';
import { ResourceFields } from './ResourceFields';
import { useModalError } from './use-modal-error';
import { useResourceForm } from './use-resource-form';

/** Spec section 9. */
export const modalWidth = 600;

interface CreateModalProps {
  open: boolean;
  title: string;
  fields: readonly FormField[];
  onClose: () => void;
  /** Sends the new record; resolves with the error, if any. The modal closes on success. */
  onCreate: (values: FormValues) => Promise<CombinedError | undefined>;
  testId: string;
}

/**
 * Create form in a modal, one step or several (by the fields' `step`). It starts afresh
 * every time it opens: the form inside is remounted per opening. Escape, the backdrop and
 * Cancel ask first once something was typed.
 */
export function CreateModal({ open, title, fields, onClose, onCreate, testId }: CreateModalProps) {
  const [opening, setOpening] = useState(0);
  const [dirty, setDirty] = useState(false);
  const guarded = useGuardedClose(open && dirty, onClose);
  const error = useModalError();
  return (
    <>
      <Dialog
        open={open}
        onClose={guarded.requestClose}
        maxWidth={false}
        slotProps={{
          paper: {
            ...error.paperProps,
            sx: { width: modalWidth, maxWidth: 'calc(100% - 32px)', ...error.paperProps.sx },
          },
          transition: {
            onExited: () => {
              setOpening((count) => count + 1);
              error.clear();
            },
          },
        }}
        aria-labelledby={`${testId}-title`}
        data-testid={testId}
      >
        <CreateForm
          key={opening}
          title={title}
          fields={fields}
          onClose={onClose}
          onCancel={guarded.requestClose}
          onDirtyChange={setDirty}
          onCreate={onCreate}
          error={error}
          testId={testId}
        />
      </Dialog>
      {guarded.dialog}
    </>
  );
}

interface CreateFormProps extends Omit<CreateModalProps, 'open'> {
  /** Closes after asking, when something was typed. */
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  error: ReturnType<typeof useModalError>;
}

function CreateForm({
  title,
  fields,
  onClose,
  onCancel,
  onDirtyChange,
  onCreate,
  error,
  testId,
}: CreateFormProps) {
  const { t } = useTranslation();
  const steps = useMemo(() => stepsOf(fields), [fields]);
  const [initial] = useState(() => newValues(fields));
  const form = useResourceForm(fields, initial, 'submit');
  const [step, setStep] = useState(0);
  const [sending, setSending] = useState(false);
  const multiStep = steps.length > 1;
  const last = step === steps.length - 1;
  const current = steps[step] ?? [];

  // Also while sending: should it fail, the input is still only here. A modal's guard holds
  // back no navigation, so a caller may open the new record once it exists.
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!last) {
      if (form.isValid(current)) setStep(step + 1);
      else form.submit();
      return;
    }
    if (sending || !form.submit()) return;
    setSending(true);
    error.clear();
    const failure = await onCreate(form.values);
    setSending(false);
    if (!failure) {
      onClose();
      return;
    }
    form.showServerFailures(serverError(failure)?.fields ?? {});
    error.fail(failure);
  }

  // A single form may be submitted to reveal its problems; the last of several steps only
  // once all are valid (spec section 4).
  const saveDisabled = multiStep ? !form.isValid() : form.submitted && !form.isValid();

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
      <DialogContent>
        {multiStep && (
          <Stepper activeStep={step} sx={{ mb: 1 }}>
            {steps.map((_, index) => (
              <Step key={index}>
                <StepLabel>{t('resource.step', { number: index + 1 })}</StepLabel>
              </Step>
            ))}
          </Stepper>
        )}
        <ResourceFields
          fields={current}
          values={form.values}
          messages={form.shown}
          onChange={form.setValue}
          testId={testId}
          autoFocus
        />
        {error.message && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid={`${testId}-error`}>
            {error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} data-testid={`${testId}-cancel`}>
          {t('resource.cancel')}
        </Button>
        {multiStep && step > 0 && (
          <Button onClick={() => setStep(step - 1)} data-testid={`${testId}-previous`}>
            {t('resource.previous')}
          </Button>
        )}
        {last ? (
          <Button
            type="submit"
            variant="contained"
            loading={sending}
            disabled={saveDisabled}
            data-testid={`${testId}-save`}
          >
            {t('resource.save')}
          </Button>
        ) : (
          <Button type="submit" variant="contained" data-testid={`${testId}-next`}>
            {t('resource.next')}
          </Button>
        )}
      </DialogActions>
    </Box>
  );
}
