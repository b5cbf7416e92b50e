import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  isLavsStatus,
  lavsStatusGroup,
  lavsStatusGroups,
  type LavsStatusGroup,
} from '@vezel/domain/lavs/statuses';
import { pageCount } from '@vezel/domain/lists/paging';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useDateFormat } from '../../app/dates';
import { PageNavigation } from '../../components/resource/PageNavigation';
import { UrlSearchField } from '../../components/UrlSearchField';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { TableMessageRow } from '../../components/TableMessageRow';
import { lavsRegistrationsQuery, type LavsRegistrationRow } from './lavs-operations';

/** The table's columns, which its loading and empty rows span. */
const columnCount = 6;

const chipColours: Record<LavsStatusGroup, 'default' | 'info' | 'error' | 'success'> = {
  open: 'default',
  in_flight: 'info',
  failed: 'error',
  completed: 'success',
};

/** The URL's state: the group ('' all), the search and the page (1-based in the URL). */
function stateOf(params: URLSearchParams) {
  const group = params.get('group') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    group: (lavsStatusGroups as readonly string[]).includes(group)
      ? (group as LavsStatusGroup)
      : '',
    search: params.get('q')?.trim() ?? '',
    page: Number.isFinite(page) && page > 1 ? page - 1 : 0,
  };
}

/** The URL with `changes` set; an empty value leaves its parameter out. */
function withState(
  params: URLSearchParams,
  changes: Partial<Record<'group' | 'q' | 'page', string>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/**
 * /integrations/lavs: every inventory of the firm's property surveys and where its LAVS
 * registration stands, by group (open, on its way, failed, completed) and search, with
 * what failed and what to do; a row's survey number opens the survey's LAVS check. The
 * group, search and page are in the URL, so a reload or the back button keeps them.
 */
export function LavsRegistrationsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = stateOf(params);
  const [result] = useQuery({
    query: lavsRegistrationsQuery,
    variables: { group: state.group || null, search: state.search || null, page: state.page },
  });
  // The last page stays on screen while the next is fetched, so typing does not flash it.
  const fetched = result.data?.lavsRegistrations;
  const [shown, setShown] = useState(fetched);
  if (fetched && fetched !== shown) setShown(fetched);

  // A new search replaces the URL rather than adding a step to go back through.
  const search = useCallback(
    (value: string) =>
      setParams((current) => withState(current, { q: value, page: '' }), { replace: true }),
    [setParams],
  );
  const pages = shown ? pageCount(shown.total) : 1;

  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }} data-testid="page-heading">
        {t('lavs.integrations.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('lavs.integrations.intro')}
      </Typography>
      <UrlSearchField
        value={state.search}
        onChange={search}
        label={t('lavs.integrations.search.label')}
        placeholder={t('lavs.integrations.search.placeholder')}
        clearLabel={t('lavs.integrations.search.clear')}
      />
      <Tabs
        value={state.group || 'all'}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {(['all', ...lavsStatusGroups] as const).map((group) => (
          <Tab
            key={group}
            value={group}
            label={t(`lavs.integrations.group.${group}`)}
            component={RouterLink}
            to={{
              search: withState(params, {
                group: group === 'all' ? '' : group,
                page: '',
              }).toString(),
            }}
            data-testid={`lavs-group-${group}`}
          />
        ))}
      </Tabs>
      {result.error ? (
        <ServerErrorAlert error={result.error} testId="lavs-registrations-error" />
      ) : (
        <RegistrationsTable rows={shown?.rows} />
      )}
      {shown && pages > 1 && (
        <PageNavigation
          page={shown.page}
          pages={pages}
          onPage={(page) =>
            setParams((current) => withState(current, { page: page > 0 ? String(page + 1) : '' }))
          }
          testId="lavs-registrations-pages"
          pageTestId={(number) => `lavs-registrations-page-${number}`}
        />
      )}
    </>
  );
}

function RegistrationsTable({ rows }: { rows: readonly LavsRegistrationRow[] | undefined }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('lavs.integrations.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('lavs.integrations.column.survey')}</TableCell>
            <TableCell>{t('lavs.integrations.column.address')}</TableCell>
            <TableCell>{t('lavs.integrations.column.status')}</TableCell>
            <TableCell>{t('lavs.integrations.column.message')}</TableCell>
            <TableCell>{t('lavs.integrations.column.todo')}</TableCell>
            <TableCell>{t('lavs.integrations.column.updated')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows === undefined ? (
            <TableMessageRow colSpan={columnCount} testId="lavs-registrations-loading">
              {t('lavs.integrations.loading')}
            </TableMessageRow>
          ) : rows.length === 0 ? (
            <TableMessageRow colSpan={columnCount} testId="lavs-registrations-empty">
              {t('lavs.integrations.empty')}
            </TableMessageRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id} data-testid="lavs-registration">
                <TableCell>
                  <Link component={RouterLink} to={row.link}>
                    {row.survey_number}
                  </Link>
                </TableCell>
                <TableCell>{row.address}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={row.status_label}
                    color={
                      isLavsStatus(row.status)
                        ? chipColours[lavsStatusGroup(row.status)]
                        : 'default'
                    }
                  />
                </TableCell>
                <TableCell>{row.message}</TableCell>
                <TableCell>{row.todo_label}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row.updated_at ? format.dateTime(row.updated_at) : ''}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
