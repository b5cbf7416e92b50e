import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { symbolImageSource } from './symbol-preview';

const previewSize = 48;

/** The colour `currentColor` paints a preview with: the page's text colour. */
export function useSymbolColour(): string {
  return useTheme().palette.text.primary;
}

interface SymbolImageProps {
  list: string;
  markup: string;
  alt: string;
  testId: string;
}

/** One symbol (or pattern) as an image; markup that is no valid SVG says so. */
export function SymbolImage({ list, markup, alt, testId }: SymbolImageProps) {
  const { t } = useTranslation();
  const source = symbolImageSource(list, markup, useSymbolColour());
  const [failed, setFailed] = useState<string | null>(null);
  const frame = {
    width: previewSize,
    height: previewSize,
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    // Clear of the rounded corners: a symbol may fill its whole box.
    p: 0.5,
    bgcolor: 'background.paper',
    flexShrink: 0,
  };
  if (!source) return <Box sx={frame} data-testid={testId} />;
  if (failed === source) {
    return (
      <Typography variant="body2" color="error" data-testid={`${testId}-invalid`}>
        {t('variables.symbol.invalid')}
      </Typography>
    );
  }
  return (
    <Box
      component="img"
      src={source}
      alt={alt}
      onError={() => setFailed(source)}
      sx={{ ...frame, display: 'block' }}
      data-testid={testId}
    />
  );
}
