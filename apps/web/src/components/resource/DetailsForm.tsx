import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { useDateFormat } from '../../app/dates';
import { ConfirmModal } from './ConfirmModal';
import type { FormField, FormValues } from './form-logic';
import { ResourceForm } from './ResourceForm';

interface DetailsFormProps {
  fields: readonly FormField[];
  record: object & { created_at: string; updated_at: string };
  /** For the delete modal's title. */
  name: string;
  deleteMessage: string;
  onSave: (values: FormValues) => Promise<CombinedError | undefined>;
  onDelete: () => Promise<CombinedError | undefined>;
  /** Test ids of the form and of the delete button; its modal's is `${deleteTestId}-modal`. */
  formTestId: string;
  deleteTestId: string;
}

/** A record's main tab: its form with a delete button, and when it was made and changed. */
export function DetailsForm({
  fields,
  record,
  name,
  deleteMessage,
  onSave,
  onDelete,
  formTestId,
  deleteTestId,
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
        editable
        testId={formTestId}
        actions={
          <Button
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={() => setDeleting(true)}
            data-testid={deleteTestId}
          >
            {t('resource.delete')}
          </Button>
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('resource.createdUpdated', {
          created: format.dateTime(record.created_at),
          updated: format.dateTime(record.updated_at),
        })}
      </Typography>
      <ConfirmModal
        kind="delete"
        open={deleting}
        title={t('resource.deleteTitle', { name })}
        message={deleteMessage}
        onClose={() => setDeleting(false)}
        onConfirm={onDelete}
        testId={`${deleteTestId}-modal`}
      />
    </>
  );
}
