import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';
import type { FieldProps } from './use-form';

interface TextInputProps extends FieldProps {
  label: string;
  testId: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  required?: boolean;
  autoFocus?: boolean;
  multiline?: boolean;
  minRows?: number;
  readOnly?: boolean;
  inputMode?: 'numeric';
  placeholder?: string;
  endAdornment?: ReactNode;
}

/**
 * An outlined text field with label and helper text. Built from the parts instead of
 * MUI's TextField, which also brings Select and its menu into the login page's bundle.
 */
export function TextInput({
  label,
  testId,
  helperText,
  error,
  required = false,
  inputMode,
  ...input
}: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" fullWidth margin="normal" error={error} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        aria-describedby={helperText ? helperId : undefined}
        // The accessible name without the decorative required star; `required` says it already.
        inputProps={{ 'data-testid': testId, 'aria-label': label, inputMode }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
