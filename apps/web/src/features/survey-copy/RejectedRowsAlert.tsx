import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { CopyFieldFailure, RejectedCopyRow } from '@vezel/domain/surveys/copy';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../app/messages';

/**
 * The rows of an import that were not taken, each with what is wrong in which column, so
 * that they can be corrected in the file and imported again; the good rows were added.
 */
export function RejectedRowsAlert({
  rejected,
  onDismiss,
}: {
  rejected: readonly RejectedCopyRow[];
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  if (rejected.length === 0) return null;
  const text = (row: number, { field, failure }: CopyFieldFailure) =>
    field === null
      ? translate(failure)
      : t('surveyCopy.rejectedField', {
          row,
          field: t(`surveyCopy.field.${field}`),
          problem: translate(failure),
        });
  return (
    <Alert
      severity="warning"
      onClose={onDismiss}
      closeText={t('surveyCopy.dismissRejected')}
      sx={{ mt: 2 }}
      data-testid="survey-copy-rejected"
    >
      <AlertTitle>{t('surveyCopy.rejected', { count: rejected.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {rejected.flatMap((entry) =>
          entry.failures.map((failure, index) => (
            <li key={`${entry.row}-${index}`} data-testid="survey-copy-rejected-row">
              {text(entry.row, failure)}
            </li>
          )),
        )}
      </Box>
    </Alert>
  );
}
