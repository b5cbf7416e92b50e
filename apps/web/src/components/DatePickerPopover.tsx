import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, frFR, nlNL } from '@mui/x-date-pickers/locales';
import type { Locale } from '@vezel/domain/i18n/locales';
import dayjs, { type Dayjs } from 'dayjs';
import { pickerParts, withPickedDay, withPickedTime } from '../app/dates';
import { useLocale } from '../app/locale';

const pickerTexts: Record<Locale, typeof nlNL> = { nl: nlNL, en: enUS, fr: frFR };

/** Times a date-time field offers in its list; any other minute can be typed. */
const timeStepMinutes = 15;

interface DatePickerPopoverProps {
  anchor: HTMLElement;
  /** The field's label, the calendar dialog's name. */
  label: string;
  value: string;
  withTime: boolean;
  onChange: (value: string) => void;
  onClose: () => void;
}

/**
 * The calendar (and for a date-time, the times) of a date field. A picked day or time
 * becomes the field's text; a date closes on its day, a date-time on its time.
 */
export function DatePickerPopover({
  anchor,
  label,
  value,
  withTime,
  onChange,
  onClose,
}: DatePickerPopoverProps) {
  const locale = useLocale();
  const { day, time } = pickerParts(value);
  const picked = day ? dayjs(`${day}T${time ?? '00:00'}`) : null;

  function pickDay(chosen: Dayjs | null) {
    if (!chosen) return;
    onChange(withPickedDay(value, chosen.format('YYYY-MM-DD'), withTime));
    if (!withTime) onClose();
  }

  function pickTime(chosen: Dayjs | null) {
    if (!chosen) return;
    onChange(withPickedTime(value, chosen.format('HH:mm')));
    onClose();
  }

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale}
      localeText={pickerTexts[locale].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <Popover
        open
        anchorEl={anchor}
        onClose={onClose}
        // Below the calendar button, aligned with the end of the field.
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
      >
        {/* Side by side, or the times below the calendar on a phone. */}
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
          <DateCalendar value={picked} onChange={pickDay} autoFocus sx={{ flexShrink: 0 }} />
          {withTime && (
            <DigitalClock
              value={time ? picked : null}
              onChange={pickTime}
              ampm={false}
              timeStep={timeStepMinutes}
              // Times belong to a day: pick or type one first.
              disabled={!day}
              sx={{
                width: { sm: 96 },
                maxHeight: { xs: 160, sm: 336 },
                borderColor: 'divider',
                borderTop: { xs: 1, sm: 0 },
                borderLeft: { xs: 0, sm: 1 },
              }}
            />
          )}
        </Box>
      </Popover>
    </LocalizationProvider>
  );
}
