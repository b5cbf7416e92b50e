import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { useServerErrorText } from '../../app/messages';
import { useAnnounce } from '../../components/announcer';
import type { UploadedFile } from '../../components/upload';
import { UploadDropZone, useUploads } from './UploadDropZone';

interface AssetUploadPanelProps {
  texts: { add: string; dropHint: string; processing: string; none: string };
  accept: string;
  /** Uploaded files added to the asset per request. */
  perRequest: number;
  /** Adds uploaded files to the asset; resolves with the server's refusal, if any. */
  add: (files: UploadedFile[]) => Promise<CombinedError | undefined>;
  /** Why the asset's list could not be read, if it could not. */
  listError: CombinedError | undefined;
  /** The list is read and holds nothing. */
  empty: boolean;
  /** The parts' test ids are `${testId}-upload`, `-processing`, `-error` and `-empty`. */
  testId: string;
}

/**
 * Above an asset's photos or plans: the drop zone that uploads many files with progress,
 * then adds them to the asset in requests of `perRequest`, stopping at the first refusal;
 * and the list's state (being processed, refused, unreadable, empty). How many files were
 * added, and how many not, is announced.
 */
export function AssetUploadPanel({
  texts,
  accept,
  perRequest,
  add,
  listError,
  empty,
  testId,
}: AssetUploadPanelProps) {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const announce = useAnnounce();
  const uploads = useUploads();
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function upload(files: File[]) {
    setFailure(null);
    const stored = await uploads.run(files);
    let added = 0;
    if (stored.length > 0) {
      setAdding(true);
      // In batches, so that each request stays short and the list fills as they finish.
      for (let start = 0; start < stored.length; start += perRequest) {
        const batch = stored.slice(start, start + perRequest);
        const refusal = await add(batch);
        if (refusal) {
          setFailure(errorText(refusal));
          break;
        }
        added += batch.length;
      }
      setAdding(false);
    }
    if (added < files.length)
      announce(
        t('assetFiles.notAdded', { failed: files.length - added, total: files.length }),
        'error',
      );
    else announce(t('assetFiles.added', { count: added }));
  }

  return (
    <>
      <UploadDropZone
        label={texts.add}
        hint={texts.dropHint}
        accept={accept}
        multiple
        disabled={uploads.busy || adding}
        entries={uploads.entries}
        onFiles={(files) => void upload(files)}
        testId={`${testId}-upload`}
      />
      {adding && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid={`${testId}-processing`}>
          {texts.processing}
        </Typography>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid={`${testId}-error`}>
          {failure}
        </Alert>
      )}
      {listError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(listError)}
        </Alert>
      )}
      {empty && (
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid={`${testId}-empty`}>
          {texts.none}
        </Typography>
      )}
    </>
  );
}
