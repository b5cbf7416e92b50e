import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { RouteId } from '@vezel/domain/routes/route-table';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from 'urql';
import { useRoutePath } from '../../app/locale';
import { useRouteHandle } from '../../app/route-handle';
import { PageLoader } from '../../components/PageLoader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import type { SurveySectionProps } from '../surveys/section-types';
import {
  labOrderTypenames,
  simulatorAddress,
  surveyLaboratoriesQuery,
  type SurveyLaboratory,
} from './lab-order-operations';
import { LabOrdersPanel } from './LabOrdersPanel';

// The other areas' parts of this section load with it, each its own chunk.
const SmartSection = lazy(() =>
  import('../survey-risk-classes/SmartSection').then((module) => ({
    default: module.SmartSection,
  })),
);
const LabCertificatesPanel = lazy(() =>
  import('../survey-lab-results/LabCertificatesPanel').then((module) => ({
    default: module.LabCertificatesPanel,
  })),
);

type Part = 'laboratories' | 'smart';

/**
 * The survey's certificates (/onderzoeken/{survey}/certificates): per laboratory its lab
 * orders and its certificates of analysis, and the SMA-rt risk classes (survey-risk-classes).
 */
export function SurveyCertificatesSection(props: SurveySectionProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const routeId = useRouteHandle().routeId;
  const part: Part = routeId === 'surveyCertificateSmart' ? 'smart' : 'laboratories';
  const parts: Record<Part, RouteId> = {
    laboratories: 'surveyCertificateLaboratories',
    smart: 'surveyCertificateSmart',
  };
  return (
    <Box data-testid="survey-certificates">
      <Tabs
        value={part}
        sx={{ mb: 2 }}
        aria-label={t('surveyLabOrders.section')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {(Object.keys(parts) as Part[]).map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(`surveyLabOrders.part.${key}`)}
            component={RouterLink}
            to={path(parts[key], { survey: props.surveyId })}
          />
        ))}
      </Tabs>
      <Suspense fallback={<PageLoader />}>
        {part === 'smart' ? <SmartSection {...props} /> : <Laboratories {...props} />}
      </Suspense>
    </Box>
  );
}

/** The organisation's laboratories for this survey, or one of them with its tabs. */
function Laboratories({ surveyId, editable }: SurveySectionProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const laboratoryId = useParams().laboratory;
  const [result] = useQuery({
    query: surveyLaboratoriesQuery,
    variables: { surveyId },
    context: labOrderTypenames,
  });
  if (result.error) return <ServerErrorAlert error={result.error} testId="lab-orders-error" />;
  const rows = result.data?.surveyLaboratories;
  if (!rows) return <PageLoader />;
  if (laboratoryId) {
    const row = rows.find((candidate) => candidate.laboratory.id === laboratoryId);
    return row ? (
      <Laboratory surveyId={surveyId} row={row} editable={editable} />
    ) : (
      <Alert severity="warning">{t('error.recordNotFound')}</Alert>
    );
  }
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {t('surveyLabOrders.laboratories.title')}
      </Typography>
      {rows.length === 0 ? (
        <Alert severity="info">{t('surveyLabOrders.laboratories.none')}</Alert>
      ) : (
        <Table size="small" aria-label={t('surveyLabOrders.laboratories.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('surveyLabOrders.laboratories.name')}</TableCell>
              <TableCell>{t('surveyLabOrders.laboratories.channel')}</TableCell>
              <TableCell align="right">{t('surveyLabOrders.laboratories.orders')}</TableCell>
              <TableCell align="right">{t('surveyLabOrders.laboratories.orderable')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.laboratory.id} hover>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={path('surveyCertificateLaboratoryLabOrders', {
                      survey: surveyId,
                      laboratory: row.laboratory.id,
                    })}
                  >
                    {row.laboratory.name}
                  </Link>
                </TableCell>
                <TableCell>{t(`surveyLabOrders.channel.${channelOf(row)}`)}</TableCell>
                <TableCell align="right">{row.order_count}</TableCell>
                <TableCell align="right">{row.orderable_sample_count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

const channelOf = (row: SurveyLaboratory): 'api' | 'email' =>
  row.laboratory.order_channel === 'api' ? 'api' : 'email';

type LaboratoryTab = 'laborders' | 'certificates';

function Laboratory({
  surveyId,
  row,
  editable,
}: {
  surveyId: string;
  row: SurveyLaboratory;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const routeId = useRouteHandle().routeId;
  const tab: LaboratoryTab =
    routeId === 'surveyCertificateLaboratoryCertificates' ? 'certificates' : 'laborders';
  const tabs: Record<LaboratoryTab, RouteId> = {
    laborders: 'surveyCertificateLaboratoryLabOrders',
    certificates: 'surveyCertificateLaboratoryCertificates',
  };
  const laboratory = row.laboratory;
  const simulator = channelOf(row) === 'api' ? simulatorAddress(laboratory.api_url) : null;
  return (
    <Box>
      <Link
        component={RouterLink}
        to={path('surveyCertificateLaboratories', { survey: surveyId })}
        variant="body2"
      >
        {t('surveyLabOrders.laboratories.back')}
      </Link>
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mt: 1 }}>
        {laboratory.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {channelOf(row) === 'api'
          ? t('surveyLabOrders.laboratories.byApi', { url: laboratory.api_url ?? '' })
          : t('surveyLabOrders.laboratories.byEmail', { email: laboratory.order_email ?? '' })}
      </Typography>
      {simulator && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('surveyLabOrders.laboratories.simulator', { url: simulator })}
        </Alert>
      )}
      <Tabs
        value={tab}
        sx={{ mb: 2 }}
        aria-label={laboratory.name}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {(Object.keys(tabs) as LaboratoryTab[]).map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(`surveyLabOrders.tab.${key}`)}
            component={RouterLink}
            to={path(tabs[key], { survey: surveyId, laboratory: laboratory.id })}
          />
        ))}
      </Tabs>
      {tab === 'certificates' ? (
        <Suspense fallback={<PageLoader />}>
          <LabCertificatesPanel
            surveyId={Number(surveyId)}
            laboratoryId={Number(laboratory.id)}
            editable={editable}
          />
        </Suspense>
      ) : (
        <LabOrdersPanel
          surveyId={surveyId}
          laboratory={laboratory}
          editable={editable}
          orderableCount={row.orderable_sample_count}
        />
      )}
    </Box>
  );
}
