import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A result row as typed; `key` tells rows apart in the list while their values change. */
export type DraftRow<Values> = Values & { key: number };

let lastKey = 0;
const keyed = <Values,>(values: Values): DraftRow<Values> => ({ ...values, key: ++lastKey });

/** The rows of results a form edits: change one, add one, remove one. */
export function useDraftRows<Values extends object>(initial: () => Values[]) {
  const [rows, setRows] = useState(() => initial().map(keyed));
  return {
    rows,
    change: (key: number, values: Partial<Values>) =>
      setRows((current) => current.map((row) => (row.key === key ? { ...row, ...values } : row))),
    add: (values: Values) => setRows((current) => [...current, keyed(values)]),
    remove: (key: number) => setRows((current) => current.filter((row) => row.key !== key)),
  };
}

interface ResultRowsEditorProps<Values extends object> {
  draft: ReturnType<typeof useDraftRows<Values>>;
  /** The fields of one row. */
  children: (row: DraftRow<Values>) => ReactNode;
  /** The values of a row added by the button below the rows. */
  newRow: () => Values;
  addLabel: string;
  addDisabled?: boolean;
  /** Whether a row may be removed, as long as another stays. */
  removable?: boolean;
}

/** The results of an analysis as rows of fields, each a group named by its number. */
export function ResultRowsEditor<Values extends object>({
  draft,
  children,
  newRow,
  addLabel,
  addDisabled = false,
  removable = false,
}: ResultRowsEditorProps<Values>) {
  const { t } = useTranslation();
  return (
    <>
      {draft.rows.map((row, index) => {
        const number = index + 1;
        return (
          <Box
            key={row.key}
            role="group"
            aria-label={t('surveyLabResults.form.row', { number })}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
          >
            {children(row)}
            {removable && draft.rows.length > 1 && (
              <IconButton
                aria-label={t('surveyLabResults.form.removeRow', { number })}
                onClick={() => draft.remove(row.key)}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Box>
        );
      })}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => draft.add(newRow())} disabled={addDisabled}>
          {addLabel}
        </Button>
      </Box>
    </>
  );
}
