import Chip, { type ChipProps } from '@mui/material/Chip';
import type { SurveyStatus } from '@vezel/domain/surveys/statuses';
import { useTranslation } from 'react-i18next';

const colours: Record<SurveyStatus, ChipProps['color']> = {
  proposed: 'info',
  active: 'primary',
  completed: 'success',
  cancelled: 'default',
};

/** A survey's status, in the colour of where it is in its life. */
export function SurveyStatusChip({
  status,
  size = 'small',
}: {
  status: SurveyStatus;
  size?: ChipProps['size'];
}) {
  const { t } = useTranslation();
  return (
    <Chip
      size={size}
      color={colours[status]}
      label={t(`surveys.status.${status}`)}
      data-testid="survey-status"
      data-status={status}
    />
  );
}
