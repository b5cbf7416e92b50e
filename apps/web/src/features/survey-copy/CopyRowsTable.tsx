import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CopyAssetKind, CopyField, CopyRow } from '@vezel/domain/surveys/copy';
import { fromStoredDate } from '@vezel/domain/validation/dates';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '../../components/TableMessageRow';
import { manualCopyFields } from './copy-operations';

const shown = (field: CopyField, value: CopyRow[CopyField]) => {
  if (value === null || value === undefined) return '';
  if (field === 'startdatum' || field === 'einddatum') return fromStoredDate(String(value));
  return String(value);
};

/** The rows to copy to, numbered as the messages name them, each removable. */
export function CopyRowsTable({
  kind,
  rows,
  onRemove,
}: {
  kind: CopyAssetKind;
  rows: readonly CopyRow[];
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  const fields = manualCopyFields[kind];
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader data-testid="survey-copy-rows">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            {fields.map((field) => (
              <TableCell key={field}>{t(`surveyCopy.field.${field}`)}</TableCell>
            ))}
            <TableCell align="right">{t('surveyCopy.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableMessageRow colSpan={fields.length + 2} testId="survey-copy-empty">
              {t(`surveyCopy.empty.${kind}`)}
            </TableMessageRow>
          )}
          {rows.map((row, index) => (
            <TableRow key={`${row.onderzoeknr}-${index}`} data-testid="survey-copy-row">
              <TableCell>{index + 1}</TableCell>
              {fields.map((field) => (
                <TableCell key={field}>{shown(field, row[field])}</TableCell>
              ))}
              <TableCell align="right">
                <IconButton
                  size="small"
                  aria-label={t('surveyCopy.remove')}
                  data-testid={`survey-copy-remove-${index}`}
                  onClick={() => onRemove(index)}
                >
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
