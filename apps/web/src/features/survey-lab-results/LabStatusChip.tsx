import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import {
  labResultTypenames,
  locationLabStatusQuery,
  sourceLabStatusQuery,
  type LabStatusValue,
} from './lab-results-operations';

/**
 * The material status lab results give a record, in the status's colours (spec section 3:
 * colour and priority of materiaal_statussen); "no lab result yet" without one. A sample
 * awaiting its results shows "at the laboratory" with the order instead: not a material
 * status, so in no status colour but with a dashed border and a flask.
 */
export function LabStatusChip({
  status,
  atLabOrder,
  testId,
}: {
  status: LabStatusValue | null | undefined;
  /** The order whose results the sample awaits (only without a status). */
  atLabOrder?: string | null;
  testId: string;
}) {
  const { t } = useTranslation();
  const color = status?.color ?? '#757575';
  const atLab = !status && Boolean(atLabOrder);
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1, flexWrap: 'wrap' }}
      data-testid={testId}
    >
      <Typography variant="body2" component="span" color="text.secondary">
        {t('surveyLabResults.status.label')}
      </Typography>
      <Box
        component="span"
        {...(atLab && { 'data-testid': `${testId}-at-lab` })}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          px: 1,
          py: 0.25,
          borderRadius: 1,
          border: 1,
          color: 'text.primary',
          ...(atLab
            ? { borderStyle: 'dashed', borderColor: 'info.main' }
            : { borderColor: color, bgcolor: status?.highlight_color ?? 'transparent' }),
        }}
      >
        {atLab ? (
          <ScienceOutlinedIcon aria-hidden fontSize="inherit" sx={{ color: 'info.main' }} />
        ) : (
          <Box
            component="span"
            aria-hidden
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color }}
          />
        )}
        {atLab
          ? t('surveyLabResults.status.atLab')
          : status
            ? status.value
            : t('surveyLabResults.status.none')}
      </Box>
      {atLab && (
        <Typography variant="body2" component="span" color="text.secondary">
          {t('surveyLabResults.analyses.order', { number: atLabOrder })}
        </Typography>
      )}
    </Box>
  );
}

/** The lab status of a source or a location, read on its own: its card shows it on top. */
export function RecordLabStatus({ kind, id }: { kind: 'source' | 'location'; id: string }) {
  const [source] = useQuery({
    query: sourceLabStatusQuery,
    variables: { id },
    pause: kind !== 'source',
    context: labResultTypenames,
  });
  const [location] = useQuery({
    query: locationLabStatusQuery,
    variables: { id },
    pause: kind !== 'location',
    context: labResultTypenames,
  });
  const status =
    kind === 'source'
      ? source.data?.surveySource?.lab_status
      : location.data?.surveySourceLocation?.lab_status;
  if ((kind === 'source' ? source : location).fetching && status === undefined) return null;
  return <LabStatusChip status={status} testId={`${kind}-lab-status`} />;
}
