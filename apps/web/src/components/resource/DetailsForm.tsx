import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { useDateFormat } from '../../app/dates';
import { ConfirmModal } from './ConfirmModal';
import type { FormField, FormValues } from './form-logic';
import { ResourceForm, WithReason } from './ResourceForm';

interface DetailsFormProps {
  fields: readonly FormField[];
  record: object & { created_at: string; updated_at: string };
  /** For the delete modal's title. */
  name: string;
  deleteMessage: string;
  /** False for a record that may no longer change (a closed survey's): no edit, no delete. */
  editable?: boolean;
  onSave: (values: FormValues) => Promise<CombinedError | undefined>;
  /** Absent on a tab whose fields are a part of the record (a source's status). */
  onDelete?: () => Promise<CombinedError | undefined>;
  /** Test ids of the form and of the delete button; its modal's is `${deleteTestId}-modal`. */
  formTestId: string;
  deleteTestId: string;
  /** Why the record cannot be changed or deleted for now: both buttons disabled with it. */
  lockedReason?: string | undefined;
}

/** A record's main tab: its form with a delete button, and when it was made and changed. */
export function DetailsForm({
  fields,
  record,
  name,
  deleteMessage,
  editable = true,
  onSave,
  onDelete,
  formTestId,
  deleteTestId,
  lockedReason,
}: DetailsFormProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <ResourceForm
        fields={fields}
        record={record}
        onSave={onSave}
        editable={editable}
        testId={formTestId}
        lockedReason={lockedReason}
        actions={
          editable &&
          onDelete && (
            <WithReason reason={lockedReason}>
              <Button
                color="error"
                startIcon={<DeleteOutlinedIcon />}
                onClick={() => setDeleting(true)}
                disabled={lockedReason !== undefined}
                data-testid={deleteTestId}
              >
                {t('resource.delete')}
              </Button>
            </WithReason>
          )
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('resource.createdUpdated', {
          created: format.dateTime(record.created_at),
          updated: format.dateTime(record.updated_at),
        })}
      </Typography>
      {onDelete && (
        <ConfirmModal
          kind="delete"
          open={deleting}
          title={t('resource.deleteTitle', { name })}
          message={deleteMessage}
          onClose={() => setDeleting(false)}
          onConfirm={onDelete}
          testId={`${deleteTestId}-modal`}
        />
      )}
    </>
  );
}
