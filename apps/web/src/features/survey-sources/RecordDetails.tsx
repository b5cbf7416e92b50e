import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { useDateFormat } from '../../app/dates';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import type { FormField, FormValues } from '../../components/resource/form-logic';
import { ResourceForm } from '../../components/resource/ResourceForm';

interface RecordDetailsProps {
  fields: readonly FormField[];
  record: object & { created_at: string; updated_at: string };
  /** For the delete modal's title. */
  name: string;
  deleteMessage: string;
  /** False for a completed or cancelled survey: no edit, no delete. */
  editable: boolean;
  onSave: (values: FormValues) => Promise<CombinedError | undefined>;
  /** Absent on a tab whose fields are a part of the record (its status). */
  onDelete?: () => Promise<CombinedError | undefined>;
  testId: string;
}

/**
 * A survey record's form on its card, with delete and when it was made and changed; as
 * the generic details form, but read-only once the survey is closed.
 */
export function RecordDetails({
  fields,
  record,
  name,
  deleteMessage,
  editable,
  onSave,
  onDelete,
  testId,
}: RecordDetailsProps) {
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
        testId={`${testId}-form`}
        actions={
          editable &&
          onDelete && (
            <Button
              color="error"
              startIcon={<DeleteOutlinedIcon />}
              onClick={() => setDeleting(true)}
              data-testid={`${testId}-delete`}
            >
              {t('resource.delete')}
            </Button>
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
          testId={`${testId}-delete-modal`}
        />
      )}
    </>
  );
}
