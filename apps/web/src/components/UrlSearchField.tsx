import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useEffect, useState } from 'react';

/** How long typing pauses before the URL (and so the query) follows the text. */
const searchDelay = 250;

/**
 * A page's search box whose value lives in the URL (?q=): the URL follows the text once
 * typing pauses, and the box follows the URL (back and forward).
 */
export function UrlSearchField({
  value,
  onChange,
  label,
  placeholder,
  clearLabel,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
  /** For tests that need the box by id (`<testId>` and `<testId>-clear`). */
  testId?: string;
}) {
  const [text, setText] = useState(value);
  const [sent, setSent] = useState(value);
  if (value !== sent) {
    setSent(value);
    setText(value);
  }
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent) return;
    const timer = setTimeout(() => {
      setSent(trimmed);
      onChange(trimmed);
    }, searchDelay);
    return () => clearTimeout(timer);
  }, [text, sent, onChange]);

  return (
    <OutlinedInput
      fullWidth
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={placeholder}
      inputProps={{ 'aria-label': label, ...(testId && { 'data-testid': testId }) }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon />
        </InputAdornment>
      }
      endAdornment={
        text !== '' && (
          <InputAdornment position="end">
            <IconButton
              edge="end"
              onClick={() => {
                setText('');
                setSent('');
                onChange('');
              }}
              aria-label={clearLabel}
              {...(testId && { 'data-testid': `${testId}-clear` })}
            >
              <CloseIcon />
            </IconButton>
          </InputAdornment>
        )
      }
      sx={{ mb: 2, bgcolor: 'background.paper' }}
    />
  );
}
