import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from './TextInput';

// The calendar and its date library load when a calendar is first opened, not with every form.
const DatePickerPopover = lazy(() =>
  import('./DatePickerPopover').then((module) => ({ default: module.DatePickerPopover })),
);

interface DateInputProps {
  name: string;
  label: string;
  /** 'DD-MM-YYYY', or 'DD-MM-YYYY HH:mm' with `withTime`, as typed: it may be invalid. */
  value: string;
  onChange: (value: string) => void;
  withTime: boolean;
  placeholder: string;
  error: boolean;
  helperText: string | undefined;
  required: boolean;
  readOnly: boolean;
  autoFocus: boolean;
  testId: string;
}

/**
 * A date or date-time field: typed as text in the spec's format, or picked from a calendar
 * that writes the same text. The typed text is the value, valid or not, so the form checks
 * it with the same rules and messages either way.
 */
export function DateInput({ onChange, withTime, readOnly, testId, ...field }: DateInputProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <TextInput
        {...field}
        onChange={(event) => onChange(event.target.value)}
        readOnly={readOnly}
        testId={testId}
        endAdornment={
          !readOnly && (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={t(withTime ? 'dates.chooseDateTime' : 'dates.chooseDate')}
                aria-haspopup="dialog"
                aria-expanded={anchor !== null}
                onClick={(event) => setAnchor(event.currentTarget)}
                data-testid={`${testId}-picker`}
              >
                <EventOutlinedIcon />
              </IconButton>
            </InputAdornment>
          )
        }
      />
      {anchor && (
        <Suspense fallback={null}>
          <DatePickerPopover
            anchor={anchor}
            label={field.label}
            value={field.value}
            withTime={withTime}
            onChange={onChange}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
