import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { serverError } from '../../app/graphql-errors';
import { useServerErrorText } from '../../app/messages';
import { useAnnounce } from '../announcer';
import { useGuardedClose, useUnsavedChangesGuard } from '../unsaved-changes';
import { hasChanges, recordValues, type FormField, type FormValues } from './form-logic';
import { ResourceFields } from './ResourceFields';
import { useResourceForm } from './use-resource-form';

/** Spec section 9: the save icon clears after 8 seconds. */
export const saveStatusMs = 8000;

type SaveStatus = { kind: 'success' } | { kind: 'error'; message: string } | null;

interface ResourceFormProps {
  /** The record's editable fields (createOnly ones left out by the caller). */
  fields: readonly FormField[];
  record: object;
  onSave: (values: FormValues) => Promise<CombinedError | undefined>;
  /** Whether the user may edit at all; read-only users get no Edit button. */
  editable: boolean;
  testId: string;
  /** Further buttons beside Edit, e.g. delete. */
  actions?: ReactNode;
  /**
   * After a save, once the form counts it as saved: a page reload here asks only about
   * what was typed while the save was on its way.
   */
  onSaved?: () => void;
  /**
   * Why the record cannot change for now (a sample at the laboratory): Edit stays in
   * place but disabled, with the reason as its tooltip and below the buttons.
   */
  lockedReason?: string | undefined;
}

/**
 * A button that cannot be used for now, with the reason as its tooltip (a disabled button
 * gets no pointer events: the span carries them) and for screen readers.
 */
export function WithReason({
  reason,
  reasonId,
  children,
}: {
  reason: string | undefined;
  /** The id of the visible text with the reason, which describes the button. */
  reasonId?: string | undefined;
  children: ReactNode;
}) {
  if (!reason) return children;
  return (
    <Tooltip title={reason}>
      <span aria-describedby={reasonId}>{children}</span>
    </Tooltip>
  );
}

/**
 * The form of an existing record in a card: read-only until Edit, checked after each
 * change, Save disabled while invalid. Saving shows a success or error icon for 8 seconds;
 * success ends editing. Give it a `key` per record so another record starts afresh.
 * Leaving it with unsaved changes (another page, tab or record) asks first.
 */
export function ResourceForm({
  fields,
  record,
  onSave,
  editable,
  testId,
  actions,
  onSaved,
  lockedReason,
}: ResourceFormProps) {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const announce = useAnnounce();
  const reasonId = useId();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<SaveStatus>(null);
  const form = useResourceForm(fields, recordValues(fields, record), 'change');
  // Also while saving: should the save fail, the changes are still only here.
  const dirty = editing && form.dirty;
  const unsavedChanges = useUnsavedChangesGuard(dirty);
  const cancel = useGuardedClose(dirty, () => {
    form.reset(recordValues(fields, record));
    setEditing(false);
  });

  // What is typed while a save is on its way, which that save does not hold.
  const latestValues = useRef(form.values);
  useEffect(() => {
    latestValues.current = form.values;
  }, [form.values]);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);
  // After the guard above has heard that the form is clean (effects run in order).
  useEffect(() => {
    if (status?.kind === 'success') onSavedRef.current?.();
  }, [status]);

  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(null), saveStatusMs);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!editing || saving || !form.submit()) return;
    setSaving(true);
    const saved = form.values;
    const failure = await onSave(saved);
    setSaving(false);
    if (failure) {
      form.showServerFailures(serverError(failure)?.fields ?? {});
      const message = errorText(failure);
      setStatus({ kind: 'error', message });
      announce(message, 'error');
      return;
    }
    form.markSaved(saved);
    setStatus({ kind: 'success' });
    if (!hasChanges(fields, saved, latestValues.current)) setEditing(false);
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-testid={testId}
    >
      <ResourceFields
        fields={fields}
        values={form.values}
        messages={editing ? form.shown : {}}
        onChange={form.setValue}
        readOnly={!editing}
        testId={testId}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {editing ? (
          <>
            <Button
              type="submit"
              variant="contained"
              loading={saving}
              disabled={!form.isValid()}
              data-testid={`${testId}-save`}
            >
              {t('resource.save')}
            </Button>
            <Button
              onClick={cancel.requestClose}
              disabled={saving}
              data-testid={`${testId}-cancel`}
            >
              {t('resource.cancel')}
            </Button>
          </>
        ) : (
          editable && (
            <WithReason reason={lockedReason} reasonId={reasonId}>
              <Button
                variant="outlined"
                startIcon={<EditOutlinedIcon />}
                onClick={() => {
                  setStatus(null);
                  setEditing(true);
                }}
                disabled={lockedReason !== undefined}
                data-testid={`${testId}-edit`}
              >
                {t('resource.edit')}
              </Button>
            </WithReason>
          )
        )}
        {status?.kind === 'success' && (
          <CheckCircleIcon
            color="success"
            titleAccess={t('resource.saved')}
            data-testid={`${testId}-saved`}
          />
        )}
        {status?.kind === 'error' && (
          <Tooltip title={status.message}>
            <ErrorIcon
              color="error"
              titleAccess={status.message}
              data-testid={`${testId}-save-error`}
            />
          </Tooltip>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {!editing && actions}
      </Box>
      {editable && !editing && lockedReason && (
        <Typography
          id={reasonId}
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1 }}
          data-testid={`${testId}-locked`}
        >
          {lockedReason}
        </Typography>
      )}
      {unsavedChanges}
      {cancel.dialog}
    </Box>
  );
}
