import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { assetTypeNames } from '@vezel/domain/assets/asset-types';
import type { RouteId, RouteParams } from '@vezel/domain/routes/route-table';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from 'urql';
import { useCurrentUser } from '../../app/current-user';
import { useDateFormat } from '../../app/dates';
import type { TranslationKey } from '../../app/i18n';
import { useRoutePath } from '../../app/locale';
import { PageLoader } from '../../components/PageLoader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { SurveyStatusChip } from '../surveys/SurveyStatusChip';
import { assetKindOfSurvey } from '../surveys/survey-routes';
import {
  homeQuery,
  homeTypenames,
  type HomeCertificate,
  type HomeData,
  type HomeSurveyList,
} from './home-operations';

/**
 * The home page: the greeting and the viewer's work. A surveyor sees their surveys of today,
 * of the rest of the week and those overdue; a manager first what to plan, to check and what
 * is overdue in the organisation; everyone the certificates that (nearly) expired.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const profile = user.inventarisatie_user;

  return (
    <Box>
      <Typography variant="h2" component="p" data-testid="home-greeting">
        {t('home.greeting', { name: user.full_name })}
      </Typography>
      {profile && (
        <Box
          sx={{ mt: 1, color: 'text.secondary', display: 'flex', flexWrap: 'wrap', columnGap: 1 }}
        >
          <Typography data-testid="home-organisation">{profile.organisation.naam}</Typography>
          <Typography aria-hidden="true">·</Typography>
          <Typography data-testid="home-role">{profile.inventarisatie_rol.value}</Typography>
        </Box>
      )}
      {profile && <HomeWork />}
    </Box>
  );
}

function HomeWork() {
  const [result] = useQuery({ query: homeQuery, context: homeTypenames });
  const home = result.data?.home;
  if (result.error) return <ServerErrorAlert error={result.error} testId="home-error" />;
  if (!home) return <PageLoader />;
  return (
    <Box
      sx={{
        mt: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
        alignItems: 'start',
      }}
    >
      {cardsOf(home)}
    </Box>
  );
}

/** A manager's work comes first; the organisation's overdue list holds the manager's own. */
function cardsOf(home: HomeData): ReactNode[] {
  const mine = [
    <SurveyCard key="today" id="today" list={home.my_today} empty="home.today.empty" />,
    <SurveyCard
      key="week"
      id="week"
      list={home.my_this_week}
      empty="home.week.empty"
      subtitle={{ key: 'home.week.until', day: home.week_end }}
    />,
  ];
  const certificates = (
    <CertificateCard key="certificates" list={home.certificates} today={home.today} />
  );
  if (home.to_plan && home.to_check && home.overdue) {
    return [
      <SurveyCard
        key="to-plan"
        id="toPlan"
        list={home.to_plan}
        empty="home.toPlan.empty"
        listRoute="surveyListProposed"
      />,
      <SurveyCard key="to-check" id="toCheck" list={home.to_check} empty="home.toCheck.empty" />,
      <SurveyCard key="overdue" id="overdue" list={home.overdue} empty="home.overdue.empty" />,
      ...mine,
      certificates,
    ];
  }
  return [
    ...mine,
    home.my_overdue && (
      <SurveyCard key="overdue" id="myOverdue" list={home.my_overdue} empty="home.overdue.empty" />
    ),
    certificates,
  ];
}

const cardTitles = {
  today: 'home.today.title',
  week: 'home.week.title',
  myOverdue: 'home.overdue.title',
  toPlan: 'home.toPlan.title',
  toCheck: 'home.toCheck.title',
  overdue: 'home.overdue.title',
} as const satisfies Record<string, TranslationKey>;

/** A card with a heading that wraps (never cut off) and how many items the list holds. */
function HomeCard({
  testId,
  title,
  total,
  subtitle,
  children,
}: {
  testId: string;
  title: string;
  total: number;
  subtitle?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} data-testid={testId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography
          id={headingId}
          variant="h3"
          component="h2"
          sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        <Chip size="small" label={total} data-testid={`${testId}-total`} />
      </Box>
      {subtitle && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Card>
  );
}

function SurveyCard({
  id,
  list,
  empty,
  subtitle,
  listRoute = 'surveyListActive',
}: {
  id: keyof typeof cardTitles;
  list: HomeSurveyList;
  empty: TranslationKey;
  subtitle?: { key: TranslationKey; day: string };
  listRoute?: RouteId;
}) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const format = useDateFormat();
  const testId = `home-${id}`;
  const kinds = [...new Set(list.items.map((item) => assetKindOfSurvey(item.asset_type)))];
  return (
    <HomeCard
      testId={testId}
      title={t(cardTitles[id])}
      total={list.total}
      subtitle={subtitle && t(subtitle.key, { day: format.date(subtitle.day) })}
    >
      {list.items.length === 0 ? (
        <Typography sx={{ mt: 1 }} data-testid={`${testId}-empty`}>
          {t(empty)}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ mt: 1 }}>
          {list.items.map((survey) => (
            <ListItem key={survey.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={path('surveyInformation', { survey: survey.id })}
                sx={{ px: 1, alignItems: 'flex-start', gap: 1 }}
              >
                <ListItemText
                  primary={`${survey.number} · ${survey.asset_title}`}
                  secondary={[
                    survey.client_name,
                    plannedDays(survey.planned_start, survey.planned_end, format.date),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  sx={{ overflowWrap: 'anywhere' }}
                />
                <SurveyStatusChip status={survey.status} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {list.considered != null && (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('home.toCheck.capped', { count: list.considered })}
        </Typography>
      )}
      <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {(kinds.length > 0 ? kinds : (['property'] as const)).map((kind) => (
          <ListLink
            key={kind}
            to={path(listRoute, { assettype: assetTypeNames[kind] })}
            label={t(kind === 'vessel' ? 'home.allSurveys.vessel' : 'home.allSurveys.property')}
          />
        ))}
      </Box>
    </HomeCard>
  );
}

function plannedDays(
  start: string | null,
  end: string | null,
  date: (value: string) => string,
): string {
  if (!start) return '';
  return end && end !== start ? `${date(start)} – ${date(end)}` : date(start);
}

const certificateKinds = {
  personal: 'home.certificates.kind.personal',
  equipment: 'home.certificates.kind.equipment',
  branch: 'home.certificates.kind.branch',
  laboratory: 'home.certificates.kind.laboratory',
} as const satisfies Record<HomeCertificate['kind'], TranslationKey>;

/** Where a certificate is kept. */
function certificateRoute(certificate: HomeCertificate): [RouteId, RouteParams] {
  const holder = certificate.holder_id ?? '';
  switch (certificate.kind) {
    case 'personal':
      return ['accountCertificate', { certificate: certificate.id }];
    case 'equipment':
      return ['accountEquipmentCertificate', { item: holder, certificate: certificate.id }];
    case 'branch':
      return ['adminBranchCertificate', { branch: holder, certificate: certificate.id }];
    case 'laboratory':
      return ['adminLaboratoryCertificate', { lab: holder, certificate: certificate.id }];
  }
}

function CertificateCard({ list, today }: { list: HomeData['certificates']; today: string }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const format = useDateFormat();
  // The link leads to the viewer's own certificates: not under a list of branches' and labs'.
  const showsOwn =
    list.items.length === 0 ||
    list.items.some(
      (certificate) => certificate.kind === 'personal' || certificate.kind === 'equipment',
    );
  return (
    <HomeCard testId="home-certificates" title={t('home.certificates.title')} total={list.total}>
      {list.items.length === 0 ? (
        <Typography sx={{ mt: 1 }} data-testid="home-certificates-empty">
          {t('home.certificates.empty')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ mt: 1 }}>
          {list.items.map((certificate) => {
            const expired = certificate.valid_until < today;
            return (
              <ListItem key={`${certificate.kind}-${certificate.id}`} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={path(...certificateRoute(certificate))}
                  sx={{ px: 1 }}
                >
                  <ListItemText
                    primary={[certificate.title, certificate.number].join(' · ')}
                    secondary={[
                      certificate.holder ?? t(certificateKinds[certificate.kind]),
                      t(expired ? 'home.certificates.expired' : 'home.certificates.expires', {
                        day: format.date(certificate.valid_until),
                      }),
                    ].join(' · ')}
                    sx={{ overflowWrap: 'anywhere' }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      {showsOwn && (
        <Box sx={{ mt: 1 }}>
          <ListLink to={path('accountCertificates')} label={t('home.certificates.all')} />
        </Box>
      )}
    </HomeCard>
  );
}

function ListLink({ to, label }: { to: string; label: string }) {
  return (
    <Link component={RouterLink} to={to} variant="body2">
      {label}
    </Link>
  );
}
