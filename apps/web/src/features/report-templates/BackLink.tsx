import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A link back to where the shown record was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {children}
    </Button>
  );
}
