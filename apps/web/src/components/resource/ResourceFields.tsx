import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { isRequired } from '@vezel/domain/validation/declarative';
import { textAreaRows } from '@vezel/domain/validation/text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../app/messages';
import { DateInput } from '../DateInput';
import { noValue, TextInput } from '../TextInput';
import { FileInput } from './FileInput';
import {
  chosenIds,
  visibleFields,
  type FormField,
  type FormValue,
  type FormValues,
} from './form-logic';
import type { FieldMessages } from './use-resource-form';

interface ResourceFieldsProps {
  fields: readonly FormField[];
  values: FormValues;
  messages: FieldMessages;
  onChange: (name: string, value: FormValue) => void;
  readOnly?: boolean;
  /** Test ids are `${testId}-${field}`. */
  testId: string;
  autoFocus?: boolean;
}

/** The inputs of a resource form, one per field, by field type. */
export function ResourceFields({
  fields,
  values,
  messages,
  onChange,
  readOnly = false,
  testId,
  autoFocus = false,
}: ResourceFieldsProps) {
  const translate = useTranslateMessage();
  return (
    <>
      {visibleFields(fields, values).map((field, index) => {
        const message = messages[field.name];
        return (
          <FieldInput
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            helperText={message ? translate(message) : undefined}
            onChange={(value) => onChange(field.name, value)}
            readOnly={readOnly}
            testId={`${testId}-${field.name}`}
            autoFocus={autoFocus && index === 0}
          />
        );
      })}
    </>
  );
}

interface FieldInputProps {
  field: FormField;
  value: FormValue;
  helperText: string | undefined;
  onChange: (value: FormValue) => void;
  readOnly: boolean;
  testId: string;
  autoFocus: boolean;
}

function FieldInput({
  field,
  value,
  helperText,
  onChange,
  readOnly,
  testId,
  autoFocus,
}: FieldInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const required = isRequired(field.rules);
  const error = helperText !== undefined;

  if (field.type === 'boolean') {
    return (
      <FormControl margin="normal" fullWidth error={error}>
        <FormControlLabel
          label={field.label}
          control={
            <Switch
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
              disabled={readOnly}
              slotProps={{ input: { 'data-testid': testId } as object }}
            />
          }
        />
        {helperText && <FormHelperText>{helperText}</FormHelperText>}
      </FormControl>
    );
  }

  if (field.type === 'radio') {
    return (
      <FormControl margin="normal" fullWidth error={error} required={required}>
        <FormLabel id={`${id}-label`}>{field.label}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-label`}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        >
          {(field.options ?? []).map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              label={option.label}
              disabled={readOnly}
              control={<Radio />}
            />
          ))}
        </RadioGroup>
        {helperText && <FormHelperText>{helperText}</FormHelperText>}
      </FormControl>
    );
  }

  if (field.type === 'select' || field.type === 'item' || field.type === 'items') {
    // Several items: their ids, comma-separated, are one value of the form.
    const multiple = field.type === 'items';
    const labels = new Map((field.options ?? []).map((option) => [option.value, option.label]));
    if (readOnly) {
      // The chosen options as text, in a group that the label names.
      return (
        <FormControl
          fullWidth
          margin="dense"
          role="group"
          aria-labelledby={`${id}-label`}
          data-testid={testId}
        >
          <FormLabel id={`${id}-label`} sx={{ typography: 'body2', color: 'text.secondary' }}>
            {field.label}
          </FormLabel>
          <Typography sx={{ py: 0.25 }}>
            {chosenIds(value)
              .map((option) => labels.get(option) ?? option)
              .join(', ') || noValue}
          </Typography>
        </FormControl>
      );
    }
    return (
      <FormControl fullWidth margin="normal" error={error} required={required}>
        <InputLabel id={`${id}-label`}>{field.label}</InputLabel>
        <Select<string | string[]>
          multiple={multiple}
          labelId={`${id}-label`}
          label={field.label}
          value={multiple ? chosenIds(value) : typeof value === 'string' ? value : ''}
          onChange={(event) => {
            const chosen = event.target.value;
            onChange(Array.isArray(chosen) ? chosen.join(',') : chosen);
          }}
          renderValue={(chosen) =>
            (Array.isArray(chosen) ? chosen : [chosen])
              .map((option) => labels.get(option) ?? option)
              .join(', ')
          }
          readOnly={readOnly}
          autoFocus={autoFocus}
          data-testid={testId}
        >
          {(field.options ?? []).map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </Select>
        {helperText && <FormHelperText>{helperText}</FormHelperText>}
      </FormControl>
    );
  }

  if (field.type === 'file') {
    return (
      <FileInput
        label={field.label}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        readOnly={readOnly}
        required={required}
        helperText={helperText}
        testId={testId}
      />
    );
  }

  if (field.type === 'color') {
    const colour = typeof value === 'string' ? value : '';
    return (
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <TextInput
          name={field.name}
          placeholder="#RRGGBB"
          label={field.label}
          value={colour}
          onChange={(event) => onChange(event.target.value)}
          error={error}
          helperText={helperText}
          required={required}
          readOnly={readOnly}
          autoFocus={autoFocus}
          testId={testId}
        />
        <Box
          aria-hidden
          sx={{
            // Level with the input: below an outlined field's top, or a read-only field's label.
            mt: readOnly ? 3.25 : 2.5,
            width: 32,
            height: 32,
            flexShrink: 0,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: /^#[0-9a-f]{6}$/i.test(colour) ? colour : 'transparent',
          }}
        />
      </Box>
    );
  }

  const withTime = field.rules.some((rule) => rule.rule === 'dateTime');
  if (field.type === 'date' || withTime) {
    return (
      <DateInput
        name={field.name}
        label={field.label}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        withTime={withTime}
        placeholder={
          field.placeholder ??
          t(withTime ? 'resource.dateTimePlaceholder' : 'resource.datePlaceholder')
        }
        error={error}
        helperText={helperText}
        required={required}
        readOnly={readOnly}
        autoFocus={autoFocus}
        testId={testId}
      />
    );
  }

  const input = (
    <TextInput
      name={field.name}
      placeholder={field.placeholder}
      label={field.label}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      helperText={helperText}
      required={required}
      readOnly={readOnly}
      autoFocus={autoFocus}
      multiline={field.type === 'textarea'}
      minRows={field.type === 'textarea' ? textAreaRows : undefined}
      inputMode={field.type === 'integer' ? 'numeric' : undefined}
      {...(field.secret && { type: 'password', autoComplete: 'new-password' })}
      testId={testId}
    />
  );
  if (!field.preview) return input;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>{input}</Box>
      <Box sx={{ mt: readOnly ? 3.25 : 2.5, flexShrink: 0 }}>{field.preview(value)}</Box>
    </Box>
  );
}
