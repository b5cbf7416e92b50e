import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  copyManualRequiredFields,
  copyRowFailures,
  readCopyRow,
  type CopyAssetKind,
  type CopyField,
  type CopyRow,
} from '@vezel/domain/surveys/copy';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/DateInput';
import { TextInput } from '../../components/TextInput';
import { useForm, type FieldFailures } from '../../components/use-form';
import { manualCopyFields } from './copy-operations';

/** The field messages of a typed row: what is missing, invalid, or which date lacks its pair. */
function failuresOf(kind: CopyAssetKind, values: Record<string, string>): FieldFailures<CopyField> {
  const read = readCopyRow(kind, values, copyManualRequiredFields[kind]);
  if ('row' in read) return {};
  return Object.fromEntries(
    copyRowFailures(read.problem).flatMap(({ field, failure }) =>
      field ? [[field, failure]] : [],
    ),
  );
}

/**
 * A row typed in by hand (spec section 5): a property needs name, street, house number,
 * postcode, city, survey number and kind; a vessel its IMO number, name and survey number.
 */
export function ManualCopyRow({
  kind,
  onAdd,
  onDirtyChange,
}: {
  kind: CopyAssetKind;
  /** Adds the row; false when it is refused (the dialog says why). */
  onAdd: (row: CopyRow) => boolean;
  /** Whether a row is being typed, which closing the dialog would lose. */
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const fields = manualCopyFields[kind];
  const required: readonly CopyField[] = copyManualRequiredFields[kind];
  const form = useForm(
    Object.fromEntries(fields.map((field) => [field, ''])) as Record<CopyField, string>,
    (values) => failuresOf(kind, values),
  );

  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);

  const add = () => {
    if (!form.submit()) return;
    const read = readCopyRow(kind, form.values, required);
    if ('row' in read && onAdd(read.row)) form.reset();
  };

  return (
    <Box
      component="form"
      // The spec's messages, not the browser's, say what is missing.
      noValidate
      data-testid="survey-copy-manual"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'flex-start' }}
    >
      {fields.map((field) => (
        <Box
          key={field}
          sx={{ width: field === 'huisnummer' || field === 'toevoeging' ? 110 : 170 }}
        >
          {field === 'startdatum' || field === 'einddatum' ? (
            <DateInput
              {...form.field(field)}
              onChange={(value) => form.setValue(field, value)}
              label={t(`surveyCopy.field.${field}`)}
              testId={`survey-copy-field-${field}`}
              required={required.includes(field)}
              placeholder={t('resource.datePlaceholder')}
              withTime={false}
              readOnly={false}
              autoFocus={false}
            />
          ) : (
            <TextInput
              {...form.field(field)}
              label={t(`surveyCopy.field.${field}`)}
              testId={`survey-copy-field-${field}`}
              required={required.includes(field)}
              inputMode={field === 'huisnummer' ? 'numeric' : undefined}
            />
          )}
        </Box>
      ))}
      <Button
        type="submit"
        variant="outlined"
        startIcon={<AddIcon />}
        data-testid="survey-copy-add"
        sx={{ mt: 3 }}
      >
        {t('surveyCopy.add')}
      </Button>
    </Box>
  );
}
