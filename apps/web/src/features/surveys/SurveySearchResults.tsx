import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import ViewModuleOutlinedIcon from '@mui/icons-material/ViewModuleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useDateFormat } from '../../app/dates';
import { useLocale, useRoutePath } from '../../app/locale';
import { narrowQuery, rowFocusSx, useRowOpening } from '../../components/resource/RowLink';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import {
  searchPageCount,
  searchStateOf,
  surveySortFields,
  toggledSort,
  withSearchState,
  type SurveySearchState,
  type SurveySortField,
} from './search-state';
import { surveySearchQuery, surveyTypenames, type SurveySearchRow } from './survey-operations';
import { SurveyStatusChip } from './SurveyStatusChip';

/**
 * The survey search screen (spec section 2): every survey of the asset type whatever its
 * status, found by number (any prefix), address..., sorted on number, address or start
 * date, ten a page, with the count and the server's processing time, as cards or a table
 * (on a phone always cards: a table's columns would be cut off). Its state is in the URL.
 */
export function SurveySearchResults({ typeName }: { typeName: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const state = searchStateOf(params);
  const narrow = useMediaQuery(narrowQuery, { noSsr: true });
  const view = narrow ? 'cards' : state.view;
  const [result] = useQuery({
    query: surveySearchQuery,
    variables: {
      assetType: typeName,
      query: state.query,
      sort: state.sort,
      direction: state.direction,
      page: state.page,
    },
    context: surveyTypenames,
  });
  const change = (patch: Partial<SurveySearchState>) =>
    setParams((current) => withSearchState(current, patch));
  const data = result.data?.surveySearch;

  if (result.error) return <ServerErrorAlert error={result.error} testId="survey-search-error" />;
  return (
    <Box data-testid="survey-search-results">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography sx={{ flexGrow: 1 }} data-testid="survey-search-count">
          {data &&
            t('surveys.search.count', {
              count: `${data.total}${data.more ? '+' : ''}`,
              ms: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
                data.processing_ms,
              ),
            })}
        </Typography>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="survey-search-sort-label">{t('surveys.search.sortBy')}</InputLabel>
          <Select<SurveySortField>
            labelId="survey-search-sort-label"
            label={t('surveys.search.sortBy')}
            value={state.sort}
            onChange={(event) => change({ sort: event.target.value as SurveySortField })}
            data-testid="survey-search-sort"
          >
            {surveySortFields.map((field) => (
              <MenuItem key={field} value={field}>
                {t(`surveys.search.sort.${field}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Tooltip
          title={t(
            state.direction === 'asc' ? 'surveys.search.ascending' : 'surveys.search.descending',
          )}
        >
          <IconButton
            onClick={() => change({ direction: state.direction === 'asc' ? 'desc' : 'asc' })}
            aria-label={t(
              state.direction === 'asc' ? 'surveys.search.ascending' : 'surveys.search.descending',
            )}
            data-testid="survey-search-direction"
            data-direction={state.direction}
          >
            {state.direction === 'asc' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
          </IconButton>
        </Tooltip>
        {!narrow && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={state.view}
            onChange={(_, view: SurveySearchState['view'] | null) => view && change({ view })}
            aria-label={t('surveys.search.view')}
          >
            <ToggleButton
              value="cards"
              aria-label={t('surveys.search.cards')}
              data-testid="survey-search-view-cards"
            >
              <ViewModuleOutlinedIcon />
            </ToggleButton>
            <ToggleButton
              value="table"
              aria-label={t('surveys.search.table')}
              data-testid="survey-search-view-table"
            >
              <TableRowsOutlinedIcon />
            </ToggleButton>
          </ToggleButtonGroup>
        )}
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{result.fetching && <LinearProgress />}</Box>
      {data && data.hits.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }} data-testid="survey-search-empty">
          {t('surveys.search.noResults', { query: state.query })}
        </Typography>
      ) : data && view === 'table' ? (
        <HitTable
          hits={data.hits}
          state={state}
          onSort={(field) => change(toggledSort(state, field))}
        />
      ) : (
        data && <HitCards hits={data.hits} />
      )}
      {data && searchPageCount(data.total) > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          page={state.page + 1}
          count={searchPageCount(data.total)}
          onChange={(_, page) => change({ page: page - 1 })}
          data-testid="survey-search-pagination"
        />
      )}
    </Box>
  );
}

/** The URL of a hit's survey: each card and row links to it. */
function useSurveyHref() {
  const path = useRoutePath();
  return (hit: SurveySearchRow) => path('surveyInformation', { survey: hit.id });
}

function HitCards({ hits }: { hits: readonly SurveySearchRow[] }) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const href = useSurveyHref();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      }}
    >
      {hits.map((hit) => (
        <Card key={hit.id} data-testid="survey-search-hit" data-id={hit.id}>
          <CardActionArea component={RouterLink} to={href(hit)} sx={{ height: '100%' }}>
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography
                  variant="h6"
                  component="h2"
                  sx={{ flexGrow: 1 }}
                  data-testid="survey-search-hit-number"
                >
                  {hit.number}
                </Typography>
                <SurveyStatusChip status={hit.status} />
              </Box>
              <Typography>{hit.address}</Typography>
              <Typography variant="body2" color="text.secondary">
                {hit.startDate
                  ? t('surveys.search.startsOn', { date: date(hit.startDate) })
                  : t('surveys.search.noStart')}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}

interface HitTableProps {
  hits: readonly SurveySearchRow[];
  state: SurveySearchState;
  onSort: (field: SurveySortField) => void;
}

function HitTable({ hits, state, onSort }: HitTableProps) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const opening = useRowOpening({ href: useSurveyHref() });
  const header = (field: SurveySortField) => (
    <TableCell sortDirection={state.sort === field ? state.direction : false}>
      <TableSortLabel
        active={state.sort === field}
        direction={state.sort === field ? state.direction : 'asc'}
        onClick={() => onSort(field)}
        data-testid={`survey-search-sort-${field}`}
      >
        {t(`surveys.search.sort.${field}`)}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <TableContainer
      sx={{ bgcolor: 'background.paper', borderRadius: 1, border: 1, borderColor: 'divider' }}
    >
      <Table aria-label={t('surveys.plural')}>
        <TableHead>
          <TableRow>
            {header('number')}
            {header('address')}
            {header('startDate')}
            <TableCell>{t('surveys.column.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {hits.map((hit) => (
            <TableRow
              key={hit.id}
              hover
              {...opening?.rowProps(hit)}
              sx={(theme) => ({ cursor: 'pointer', ...rowFocusSx(theme) })}
              data-testid="survey-search-hit"
              data-id={hit.id}
            >
              <TableCell data-testid="survey-search-hit-number">
                {opening?.link(hit, hit.number, {
                  selected: false,
                  empty: false,
                  testId: 'survey-search-hit-link',
                })}
              </TableCell>
              <TableCell>{hit.address}</TableCell>
              <TableCell>{hit.startDate ? date(hit.startDate) : ''}</TableCell>
              <TableCell>
                <SurveyStatusChip status={hit.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
