import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { PageLoader } from '../../components/PageLoader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import type { SurveySectionProps } from '../surveys/section-types';
import { LavsInventarisationCard } from './LavsInventarisationCard';
import { pollDelay } from './survey-lavs-logic';
import { lavsRegistrationQuery, lavsTypenames } from './survey-lavs-operations';

/**
 * The survey's registration in LAVS (/onderzoeken/{survey}/checks/lavs): per inventory its
 * status, what LAVS would refuse (verify), sending it, what LAVS answered, and every
 * exchange with the registry as the firm's proof of what it registered.
 */
export function SurveyLavsSection({ surveyId, editable }: SurveySectionProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const [result, refetch] = useQuery({
    query: lavsRegistrationQuery,
    variables: { surveyId },
    context: lavsTypenames,
  });
  const registration = result.data?.lavsRegistration;
  const inventarisations = registration?.inventarisations;
  useEffect(() => {
    if (!inventarisations?.some((entry) => entry.in_flight)) return;
    const timer = setTimeout(
      () => refetch({ requestPolicy: 'network-only' }),
      pollDelay(inventarisations, Date.now()),
    );
    return () => clearTimeout(timer);
  }, [inventarisations, refetch]);

  const heading = (
    <Typography variant="h1" data-testid="page-heading" sx={{ mb: 2 }}>
      {t('lavs.checks.title')}
    </Typography>
  );
  if (result.error) return <ServerErrorAlert error={result.error} testId="lavs-checks-error" />;
  if (!result.data) return <PageLoader />;
  if (!registration) {
    return (
      <Box data-testid="lavs-checks">
        {heading}
        <Alert severity="info">{t('lavs.checks.notApplicable')}</Alert>
      </Box>
    );
  }
  return (
    <Box data-testid="lavs-checks">
      {heading}
      <Typography variant="body2" color="text.secondary" data-testid="lavs-endpoint">
        {registration.simulator
          ? t('lavs.checks.endpointSimulator', { endpoint: registration.endpoint })
          : registration.endpoint
            ? t('lavs.checks.endpoint', {
                name: registration.registry_name,
                endpoint: registration.endpoint,
                environment:
                  registration.environment === 'production' || registration.environment === 'test'
                    ? t(`resources.lavsSettings.options.environment.${registration.environment}`)
                    : registration.environment,
              })
            : t('lavs.checks.noEndpoint', { name: registration.registry_name })}
      </Typography>
      {!registration.settings_complete && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('lavs.checks.settingsIncomplete')}{' '}
          <Link component={RouterLink} to={path('adminLavsSettings')}>
            {t('lavs.checks.toSettings')}
          </Link>
        </Alert>
      )}
      {registration.inventarisations.length === 0 ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('lavs.checks.noInventarisations')}{' '}
          <Link component={RouterLink} to={path('surveyInventarisations', { survey: surveyId })}>
            {t('lavs.checks.toInventarisations')}
          </Link>
        </Alert>
      ) : (
        <Stack spacing={2} sx={{ mt: 2 }}>
          {registration.inventarisations.map((entry) => (
            <LavsInventarisationCard
              key={entry.id}
              surveyId={surveyId}
              registryName={registration.registry_name}
              inventarisation={entry}
              canSend={registration.can_send}
              closed={!editable}
              onChanged={() => refetch({ requestPolicy: 'network-only' })}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
