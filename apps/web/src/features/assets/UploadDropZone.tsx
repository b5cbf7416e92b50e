import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../app/messages';
import { uploadErrorText, uploadFile, type UploadedFile } from '../../components/upload';

/** One file on its way to the server: its progress, or why it failed. */
export interface UploadEntry {
  key: number;
  name: string;
  progress: number;
  error: string | null;
}

/** How many files travel at once: enough to fill the line, few enough to show progress. */
const parallelUploads = 3;

/**
 * Uploads many files to `POST /files` with a progress bar each. `run` resolves with the
 * files the server kept, in the order chosen; a refused file stays listed with its message.
 */
export function useUploads() {
  const translate = useTranslateMessage();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const nextKey = useRef(0);

  const update = useCallback((key: number, change: Partial<UploadEntry>) => {
    setEntries((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    );
  }, []);

  const run = useCallback(
    async (chosen: readonly File[]): Promise<UploadedFile[]> => {
      const batch = chosen.map((file) => ({ file, key: nextKey.current++ }));
      // Failures of an earlier batch make way for the new one.
      setEntries(
        batch.map(({ file, key }) => ({ key, name: file.name, progress: 0, error: null })),
      );
      const results: (UploadedFile | null)[] = Array.from({ length: batch.length }, () => null);
      let next = 0;
      async function worker() {
        while (next < batch.length) {
          const index = next++;
          const { file, key } = batch[index]!;
          try {
            results[index] = await uploadFile(file, file.name, (progress) =>
              update(key, { progress }),
            );
            update(key, { progress: 100 });
          } catch (error) {
            const text = uploadErrorText(error, translate);
            update(key, { error: text });
          }
        }
      }
      await Promise.all(Array.from({ length: Math.min(parallelUploads, batch.length) }, worker));
      const stored = results.filter((file): file is UploadedFile => file !== null);
      // What arrived leaves the list; what was refused stays with its message.
      const keptKeys = new Set(batch.filter((_, index) => results[index]).map(({ key }) => key));
      setEntries((current) => current.filter((entry) => !keptKeys.has(entry.key)));
      return stored;
    },
    [translate, update],
  );

  return { entries, run, busy: entries.some((entry) => !entry.error && entry.progress < 100) };
}

interface UploadDropZoneProps {
  label: string;
  hint: string;
  accept: string;
  multiple: boolean;
  disabled: boolean;
  entries: readonly UploadEntry[];
  onFiles: (files: File[]) => void;
  testId: string;
}

/** A field to drop files on, or to pick them with the file dialog; shows each upload's progress. */
export function UploadDropZone({
  label,
  hint,
  accept,
  multiple,
  disabled,
  entries,
  onFiles,
  testId,
}: UploadDropZoneProps) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  }

  function drop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  }

  return (
    <Box data-testid={testId}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
        }}
        data-testid={`${testId}-area`}
      >
        <Button
          component="label"
          variant="outlined"
          startIcon={<CloudUploadOutlinedIcon />}
          disabled={disabled}
        >
          {label}
          <input
            type="file"
            hidden
            multiple={multiple}
            accept={accept}
            onChange={choose}
            data-testid={`${testId}-input`}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      {entries.map((entry) => (
        <Box key={entry.key} sx={{ mt: 1 }} data-testid={`${testId}-entry`}>
          {entry.error ? (
            <Alert severity="error" data-testid={`${testId}-error`}>
              {t('assetFiles.uploadFailed', { name: entry.name, message: entry.error })}
            </Alert>
          ) : (
            <>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {entry.name}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={entry.progress}
                aria-label={t('upload.progress')}
                data-testid={`${testId}-progress`}
              />
            </>
          )}
        </Box>
      ))}
    </Box>
  );
}
