import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { SurveyStatus } from '@vezel/domain/surveys/statuses';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { managers } from '../../app/access';
import { useCurrentUser } from '../../app/current-user';
import { useRoutePath } from '../../app/locale';
import type { ResourceColumn } from '../../components/resource/cells';
import { ResourceTable, type ListQuery } from '../../components/resource/ResourceTable';
import { UrlSearchField } from '../../components/UrlSearchField';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { PlanSurveyModal } from './PlanSurveyModal';
import { searchStateOf, withSearchState } from './search-state';
import { SurveySearchResults } from './SurveySearchResults';
import { surveysQuery, surveyTypenames, type SurveyListItem } from './survey-operations';
import { statusListRoutes, type SurveyAssetKind } from './survey-routes';

/** The table's columns and the server's names to sort them by. */
const sortOfColumn: Record<string, string> = {
  number: 'number',
  asset_title: 'asset',
  client_name: 'client',
  survey_type_value: 'survey_type',
  planned_start: 'planned_start',
};

const firstPage: ListQuery = { search: '', sort: null, page: 0 };

interface SurveyListPageProps {
  typeName: string;
  assetKind: SurveyAssetKind;
  status: SurveyStatus;
}

/**
 * /onderzoeken/{assettype}: the surveys of one asset type by status (active, proposed,
 * completed, cancelled), paged and sorted by the server; planning a new one. The page has
 * one search field: once something is typed in it, the survey search screen (spec section
 * 2) over every status takes the place of the tabs; the tables have no search of their own.
 * The search is in the URL (?q=), so it survives a reload and the back button.
 */
export function SurveyListPage({ typeName, assetKind, status }: SurveyListPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = searchStateOf(params).query;
  const [planning, setPlanning] = useState(false);
  const manager = managers(useCurrentUser().permissions);
  // Each pause in typing replaces the URL rather than adding a step to go back through.
  const search = useCallback(
    (value: string) =>
      setParams((current) => withSearchState(current, { query: value }), { replace: true }),
    [setParams],
  );

  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }} data-testid="page-heading">
        {t(assetKind === 'vessel' ? 'surveys.heading.vessel' : 'surveys.heading.property')}
      </Typography>
      <UrlSearchField
        value={query}
        onChange={search}
        label={t('surveys.search.label')}
        placeholder={t('surveys.search.placeholder')}
        clearLabel={t('surveys.search.clear')}
        testId="survey-search"
      />
      {query ? (
        <SurveySearchResults typeName={typeName} />
      ) : (
        <>
          <StatusTabs typeName={typeName} status={status} />
          <SurveyTable
            key={status}
            typeName={typeName}
            assetKind={assetKind}
            status={status}
            onPlan={manager ? () => setPlanning(true) : undefined}
          />
        </>
      )}
      {manager && (
        <PlanSurveyModal
          open={planning}
          typeName={typeName}
          assetKind={assetKind}
          onClose={() => setPlanning(false)}
        />
      )}
    </>
  );
}

function StatusTabs({ typeName, status }: { typeName: string; status: SurveyStatus }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  return (
    <Tabs value={status} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
      {statusListRoutes.map(([tabStatus, route]) => (
        <Tab
          key={tabStatus}
          value={tabStatus}
          label={t(`surveys.tab.${tabStatus}`)}
          component={RouterLink}
          to={path(route, { assettype: typeName })}
          data-testid={`surveys-tab-${tabStatus}`}
        />
      ))}
    </Tabs>
  );
}

interface SurveyTableProps extends SurveyListPageProps {
  onPlan: (() => void) | undefined;
}

/** One status's surveys, a page at a time from the server; a row opens the survey. */
function SurveyTable({ typeName, status, onPlan }: SurveyTableProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const [listQuery, setListQuery] = useState<ListQuery>(firstPage);
  const [result] = useQuery({
    query: surveysQuery,
    variables: {
      assetType: typeName,
      status,
      search: listQuery.search,
      sort: listQuery.sort ? (sortOfColumn[listQuery.sort.field] ?? null) : null,
      direction: listQuery.sort?.direction ?? null,
      page: listQuery.page,
    },
    context: surveyTypenames,
  });
  // The last page stays on screen while the next is fetched, so typing does not flash it.
  const fetched = result.data?.surveys;
  const [shown, setShown] = useState(fetched);
  if (fetched && fetched !== shown) setShown(fetched);

  const columns = useMemo<ResourceColumn<SurveyListItem>[]>(
    () => [
      { field: 'number', type: 'text', label: t('surveys.column.number') },
      { field: 'asset_title', type: 'text', label: t('surveys.column.asset') },
      { field: 'client_name', type: 'text', label: t('surveys.column.client') },
      { field: 'survey_type_value', type: 'text', label: t('surveys.column.type') },
      { field: 'planned_start', type: 'date', label: t('surveys.column.plannedStart') },
    ],
    [t],
  );

  if (result.error) return <ServerErrorAlert error={result.error} testId="surveys-error" />;
  return (
    <Box>
      <ResourceTable
        typeLabel={t('surveys.plural')}
        remote={{ page: shown, onQuery: setListQuery }}
        columns={columns}
        // The page's one search field is the search: the table has no box of its own.
        searchable={false}
        searchFields={[]}
        rowHref={(row) => path('surveyInformation', { survey: row.id })}
        onAdd={onPlan}
        testId="surveys"
      />
    </Box>
  );
}
