import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { serverError, type KeyedMessage } from '../../app/graphql-errors';
import { useServerErrorText, useTranslateMessage } from '../../app/messages';
import { useGuardedClose, useUnsavedChangesGuard } from '../../components/unsaved-changes';

type Texts = Record<string, string>;

export interface SectionFields<Value extends Texts> {
  value: Value;
  readOnly: boolean;
  change: (field: keyof Value & string, text: string) => void;
  /** What the server said of a field after a refused save. */
  fieldError: (field: keyof Value & string) => string | undefined;
}

interface EditableSectionProps<Value extends Texts> {
  title: string;
  description?: string;
  /** The stored values and when they were stored (the record's updated_at). */
  stored: Value;
  updatedAt: string;
  editable: boolean;
  editLabel: string;
  onSave: (value: Value) => Promise<CombinedError | undefined>;
  /** Why the draft cannot be saved now (the editor shows it): Save is disabled. */
  blocked?: boolean;
  children: (fields: SectionFields<Value>) => ReactNode;
  testId: string;
}

/**
 * A part of a card with editors of its own (code, rich text): read-only until Edit, Save
 * and Cancel below, asking before unsaved changes are lost, and the server's refusal shown
 * under the field it concerns (or above the buttons).
 */
export function EditableSection<Value extends Texts>({
  title,
  description,
  stored,
  updatedAt,
  editable,
  editLabel,
  onSave,
  blocked = false,
  children,
  testId,
}: EditableSectionProps<Value>) {
  const { t } = useTranslation();
  const titleId = useId();
  const translate = useTranslateMessage();
  const errorText = useServerErrorText();
  const [draft, setDraft] = useState<Value | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{
    message: string;
    fields: Record<string, KeyedMessage>;
  }>();
  // What was just saved, shown until the record is read again with it (updated_at moves on).
  const [saved, setSaved] = useState<{ value: Value; before: string } | null>(null);
  const current = saved?.before === updatedAt ? saved.value : stored;
  const shown = draft ?? current;
  const dirty =
    draft !== null && Object.keys(draft).some((field) => draft[field] !== current[field]);
  const unsavedChanges = useUnsavedChangesGuard(dirty);
  const cancel = useGuardedClose(dirty, () => {
    setDraft(null);
    setFailure(undefined);
  });

  const fields = useMemo<SectionFields<Value>>(
    () => ({
      value: shown,
      readOnly: draft === null,
      change: (field, text) => {
        setDraft((before) => (before ? { ...before, [field]: text } : before));
        setFailure(
          (before) =>
            before && {
              ...before,
              fields: Object.fromEntries(
                Object.entries(before.fields).filter(([name]) => name !== field),
              ),
            },
        );
      },
      fieldError: (field) => {
        const message = failure?.fields[field];
        return message ? translate(message) : undefined;
      },
    }),
    [shown, draft, failure, translate],
  );

  async function save() {
    if (!draft) return;
    setSaving(true);
    const error = await onSave(draft);
    setSaving(false);
    if (error) {
      setFailure({ message: errorText(error), fields: serverError(error)?.fields ?? {} });
      return;
    }
    setFailure(undefined);
    setSaved({ value: draft, before: updatedAt });
    setDraft(null);
  }

  const shownFields = new Set(Object.keys(stored));
  const unplaced = failure && !Object.keys(failure.fields).some((field) => shownFields.has(field));
  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby={titleId} data-testid={testId}>
      <Typography variant="h3" component="h3" id={titleId} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      {children(fields)}
      {unplaced && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid={`${testId}-error`}>
          {failure.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        {draft ? (
          <>
            <Button
              variant="contained"
              onClick={() => void save()}
              loading={saving}
              disabled={blocked}
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
            <Button
              variant="outlined"
              startIcon={<EditOutlinedIcon />}
              onClick={() => setDraft(current)}
              data-testid={`${testId}-edit`}
            >
              {editLabel}
            </Button>
          )
        )}
      </Box>
      {unsavedChanges}
      {cancel.dialog}
    </Box>
  );
}
