import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type ReportStatus = 'draft' | 'finalizing' | 'final';

/** A report status's theme colour, the same on the card's chip and the list's badge. */
const statusColours: Record<ReportStatus, 'warning' | 'success' | null> = {
  draft: null,
  finalizing: 'warning',
  final: 'success',
};

export const statusBadge = (t: TFunction, status: string) => ({
  label: t(`surveyReports.status.${status as ReportStatus}`),
  colour: statusColours[status as ReportStatus] ?? null,
});

export function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const { label, colour } = statusBadge(t, status);
  return <Chip size="small" color={colour ?? 'default'} label={label} />;
}
