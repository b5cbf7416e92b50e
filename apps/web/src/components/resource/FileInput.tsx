import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../app/messages';
import { uploadErrorText, useUploadFile } from '../upload';

/** The file types the server takes (checked again there, by content). */
export const uploadAccept = 'application/pdf,image/jpeg,image/png,image/webp';

interface FileInputProps {
  label: string;
  /** The uploaded file's id, '' for none. */
  value: string;
  onChange: (id: string) => void;
  readOnly: boolean;
  required: boolean;
  helperText: string | undefined;
  testId: string;
  accept?: string;
}

/**
 * A form field holding an uploaded file: choosing a file uploads it at once (with a
 * progress bar), says how that went, and the field keeps the new file's id.
 */
export function FileInput({
  label,
  value,
  onChange,
  readOnly,
  required,
  helperText,
  testId,
  accept = uploadAccept,
}: FileInputProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const uploadFile = useUploadFile();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<{ id: string; name: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      const stored = await uploadFile(file, file.name, setProgress);
      setUploaded({ id: stored.id, name: stored.name || file.name });
      onChange(stored.id);
    } catch (error) {
      const message = uploadErrorText(error, translate);
      setFailure(message);
    } finally {
      setProgress(null);
    }
  }

  const name = uploaded && uploaded.id === value ? uploaded.name : t('upload.currentFile');
  const shownHelper = failure ?? helperText;
  return (
    <FormControl
      fullWidth
      margin="normal"
      error={shownHelper !== undefined}
      required={required}
      data-testid={testId}
    >
      <FormLabel sx={{ mb: 0.5 }}>{label}</FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {!readOnly && (
          <Button
            component="label"
            variant="outlined"
            size="small"
            startIcon={<AttachFileIcon />}
            disabled={progress !== null}
          >
            {value ? t('upload.replace') : t('upload.choose')}
            <input
              type="file"
              hidden
              accept={accept}
              onChange={(event) => void choose(event)}
              data-testid={`${testId}-input`}
            />
          </Button>
        )}
        {value ? (
          <Link
            href={`/files/${value}`}
            target="_blank"
            rel="noopener"
            sx={{ overflowWrap: 'anywhere' }}
            data-testid={`${testId}-name`}
          >
            {name}
          </Link>
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('upload.none')}
          </Box>
        )}
      </Box>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          sx={{ mt: 1 }}
          aria-label={t('upload.progress')}
          data-testid={`${testId}-progress`}
        />
      )}
      {shownHelper && <FormHelperText>{shownHelper}</FormHelperText>}
    </FormControl>
  );
}
