import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { gql, useQuery } from 'urql';
import { useDateFormat } from '../../app/dates';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { TableMessageRow } from '../../components/TableMessageRow';

interface SubscriptionOrganisation {
  id: string;
  naam: string;
  users: number;
  created_at: string;
}

const subscriptionOverviewQuery = gql<
  { subscriptionOverview: SubscriptionOrganisation[] },
  Record<string, never>
>`
  query SubscriptionOverview {
    subscriptionOverview {
      id
      naam
      users
      created_at
    }
  }
`;

/** The organisations on Vezel, for the people who run it (spec section 6). */
export function SubscriptionScreen() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [{ data, fetching, error }] = useQuery({
    query: subscriptionOverviewQuery,
    requestPolicy: 'cache-and-network',
  });
  const organisations = data?.subscriptionOverview ?? [];

  return (
    <Card sx={{ maxWidth: 1100 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" gutterBottom>
          {t('subscription.heading')}
        </Typography>
        {error && <ServerErrorAlert error={error} testId="subscription-error" />}
        <TableContainer>
          <Table
            size="small"
            aria-label={t('subscription.heading')}
            data-testid="subscription-table"
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('subscription.column.organisation')}</TableCell>
                <TableCell align="right">{t('subscription.column.users')}</TableCell>
                <TableCell>{t('subscription.column.createdAt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {organisations.map((organisation) => (
                <TableRow key={organisation.id} data-testid="subscription-row">
                  <TableCell>{organisation.naam}</TableCell>
                  <TableCell align="right">{organisation.users}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {format.date(organisation.created_at)}
                  </TableCell>
                </TableRow>
              ))}
              {!data && fetching && (
                <TableMessageRow colSpan={3} testId="subscription-loading">
                  {t('subscription.loading')}
                </TableMessageRow>
              )}
              {data && organisations.length === 0 && (
                <TableMessageRow colSpan={3} testId="subscription-empty">
                  {t('subscription.empty')}
                </TableMessageRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
