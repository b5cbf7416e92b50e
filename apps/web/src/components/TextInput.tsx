import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputBase from '@mui/material/InputBase';
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
  /** Shown as a label with its value as text, not as an input waiting to be filled. */
  readOnly?: boolean;
  inputMode?: 'numeric';
  placeholder?: string;
  endAdornment?: ReactNode;
}

/** What a read-only field shows without a value. */
export const noValue = '—';

/**
 * An outlined text field with label and helper text; read-only (a form before Edit, a
 * record the user may not change), its label over its value as plain text. Built from the
 * parts instead of MUI's TextField, which also brings Select and its menu into the login
 * page's bundle.
 */
export function TextInput({
  label,
  testId,
  helperText,
  error,
  required = false,
  inputMode,
  readOnly = false,
  placeholder,
  autoFocus,
  endAdornment,
  minRows,
  ...input
}: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const describedBy = helperText ? helperId : undefined;
  // The accessible name without the decorative required star; `required` says it already.
  const inputProps = { 'data-testid': testId, 'aria-label': label, inputMode };
  if (readOnly) {
    // Still an input (read-only), so its value is found by its label like an editable one's.
    return (
      <FormControl fullWidth margin="dense" error={error}>
        <FormLabel htmlFor={id} sx={{ typography: 'body2', color: 'text.secondary' }}>
          {label}
        </FormLabel>
        <InputBase
          {...input}
          id={id}
          readOnly
          placeholder={noValue}
          aria-describedby={describedBy}
          inputProps={inputProps}
          sx={{
            '& .MuiInputBase-input': { py: 0.25 },
            '& .MuiInputBase-input::placeholder': { opacity: 1, color: 'text.secondary' },
            '&:has(:focus-visible)': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              borderRadius: 0.5,
            },
          }}
        />
        {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
      </FormControl>
    );
  }
  return (
    <FormControl variant="outlined" fullWidth margin="normal" error={error} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        placeholder={placeholder}
        autoFocus={autoFocus}
        endAdornment={endAdornment}
        minRows={minRows}
        aria-describedby={describedBy}
        inputProps={inputProps}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
