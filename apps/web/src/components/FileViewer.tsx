import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A stored file as the server describes it: its download URL needs the session. */
export interface StoredFile {
  id: string;
  name: string;
  mime_type: string;
  url: string;
}

/** Spec section 9: the PDF viewer inline (100vw by 80vh at most) and in a dialog. */
export const pdfInline = { maxWidth: '100vw', height: '80vh' } as const;
export const pdfDialog = { maxWidth: 1720, height: '85vh' } as const;

interface FileViewerProps {
  file: StoredFile;
  testId: string;
  /** Where the file is a download (a report's PDF): the PDF's link downloads it, so named. */
  downloadLabel?: string;
}

/** A stored file shown on the page: a PDF in a frame (and larger in a dialog), an image as itself. */
export function FileViewer({ file, testId, downloadLabel }: FileViewerProps) {
  const { t } = useTranslation();
  const [large, setLarge] = useState(false);

  if (file.mime_type.startsWith('image/')) {
    return (
      <Box
        component="img"
        src={file.url}
        alt={file.name}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: pdfInline.height, mt: 1 }}
        data-testid={`${testId}-image`}
      />
    );
  }
  if (file.mime_type !== 'application/pdf') {
    return (
      <Link href={file.url} target="_blank" rel="noopener" data-testid={`${testId}-link`}>
        {file.name}
      </Link>
    );
  }
  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        {downloadLabel ? (
          <Link href={file.url} download={file.name}>
            {downloadLabel}
          </Link>
        ) : (
          <Link href={file.url} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Link>
        )}
        <Button
          size="small"
          startIcon={<OpenInFullIcon />}
          onClick={() => setLarge(true)}
          data-testid={`${testId}-enlarge`}
        >
          {t('people.file.enlarge')}
        </Button>
      </Box>
      <Box
        component="iframe"
        src={file.url}
        title={file.name}
        sx={{
          display: 'block',
          width: '100%',
          maxWidth: pdfInline.maxWidth,
          height: pdfInline.height,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
        data-testid={`${testId}-pdf`}
      />
      <Dialog
        open={large}
        onClose={() => setLarge(false)}
        maxWidth={false}
        slotProps={{
          paper: {
            sx: {
              width: pdfDialog.maxWidth,
              maxWidth: 'calc(100% - 32px)',
              maxHeight: pdfDialog.height,
            },
          },
        }}
        data-testid={`${testId}-dialog`}
      >
        <Box
          component="iframe"
          src={file.url}
          title={file.name}
          sx={{
            display: 'block',
            width: '100%',
            height: `calc(${pdfDialog.height} - 56px)`,
            border: 0,
          }}
        />
        <DialogActions>
          <Button onClick={() => setLarge(false)}>{t('resource.close')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
