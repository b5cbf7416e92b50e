import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../graphql/graphql';
import type { ResourceColumn } from '../../components/resource/cells';
import { ResourceTable } from '../../components/resource/ResourceTable';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
const subscriptionOverviewQuery = graphql(`
  query SubscriptionOverview {
    subscriptionOverview {
      id
      naam
      users
      created_at
    }
  }
`);

type SubscriptionOrganisation = ResultOf<
  typeof subscriptionOverviewQuery
>['subscriptionOverview'][number];

const searchFields = ['naam'];

/** The organisations on Vezel, for the people who run it (spec section 6). */
export function SubscriptionScreen() {
  const { t } = useTranslation();
  const [{ data, error }] = useQuery({
    query: subscriptionOverviewQuery,
    requestPolicy: 'cache-and-network',
  });
  const columns = useMemo<ResourceColumn<SubscriptionOrganisation>[]>(
    () => [
      { field: 'naam', type: 'text', label: t('subscription.column.organisation') },
      { field: 'users', type: 'text', label: t('subscription.column.users') },
      { field: 'created_at', type: 'date', label: t('subscription.column.createdAt') },
    ],
    [t],
  );

  return (
    <Card sx={{ maxWidth: 1100 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" gutterBottom>
          {t('subscription.heading')}
        </Typography>
        {error && <ServerErrorAlert error={error} testId="subscription-error" />}
        <ResourceTable
          typeLabel={t('subscription.plural')}
          rows={data?.subscriptionOverview}
          columns={columns}
          searchFields={searchFields}
          testId="subscription"
        />
      </CardContent>
    </Card>
  );
}
