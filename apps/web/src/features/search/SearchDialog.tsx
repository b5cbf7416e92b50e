import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { assetTypeNames } from '@vezel/domain/assets/asset-types';
import { useEffect, useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from 'urql';
import { useDateFormat } from '../../app/dates';
import { useRoutePath } from '../../app/locale';
import {
  pageCount,
  searchDebounceMs,
  searchIndexes,
  searchQuery,
  type AnyHit,
  type AssetHit,
  type SearchIndex,
  type SearchSection,
  type SurveyHit,
  type VesselHit,
} from './search-operations';

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

type Pages = Record<SearchIndex, number>;
const firstPages: Pages = { surveys: 0, assets: 0, vessels: 0 };

/** The text as it was when typing last paused. */
function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Moves the focus through the hits in page order; up from the first goes back to the field. */
function moveThroughHits(event: KeyboardEvent<HTMLElement>, field: HTMLInputElement | null) {
  const hits = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-search-hit]'));
  const at = hits.indexOf(document.activeElement as HTMLElement);
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    const target = next < 0 ? field : hits[Math.min(next, hits.length - 1)];
    if (!target || (at === -1 && event.key === 'ArrowUp')) return;
    event.preventDefault();
    target.focus();
  } else if (at !== -1 && (event.key.length === 1 || event.key === 'Backspace')) {
    // Typing on a hit goes on in the field.
    if (!event.ctrlKey && !event.metaKey && !event.altKey) field?.focus();
  }
}

/**
 * The global search (spec section 2): 800 px wide, the field focused, results only once
 * something is typed, a section per index with ten hits a page. A hit is a link to its
 * record's information page; the arrow keys move from the field through the hits.
 */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [pages, setPages] = useState<Pages>(firstPages);
  const debounced = useDebounced(text.trim(), searchDebounceMs);
  const [result] = useQuery({
    query: searchQuery,
    variables: { query: debounced },
    pause: debounced === '',
  });
  const data = debounced === '' ? undefined : result.data?.search;
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const hintId = useId();

  const change = (value: string) => {
    setText(value);
    setPages(firstPages);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{
        paper: {
          // On the paper, which has the dialog role; on the Dialog it would name its backdrop.
          'aria-label': t('search.title'),
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => moveThroughHits(event, field),
          sx: { width: 800, maxWidth: 'calc(100% - 32px)', alignSelf: 'flex-start', mt: 8 },
        },
      }}
      data-testid="search-dialog"
    >
      <Box sx={{ p: 2, pb: 1 }}>
        <OutlinedInput
          fullWidth
          autoFocus
          value={text}
          onChange={(event) => change(event.target.value)}
          placeholder={t('search.placeholder')}
          inputRef={setField}
          inputProps={{
            'aria-label': t('search.title'),
            'aria-describedby': data ? hintId : undefined,
            'data-testid': 'search-input',
          }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          }
          endAdornment={
            text !== '' && (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  onClick={() => change('')}
                  aria-label={t('search.clear')}
                  data-testid="search-clear"
                >
                  <CloseIcon />
                </IconButton>
              </InputAdornment>
            )
          }
        />
        {data && (
          <Typography
            id={hintId}
            variant="caption"
            component="p"
            color="text.secondary"
            sx={{ mt: 0.5 }}
          >
            {t('search.keyboardHint')}
          </Typography>
        )}
      </Box>
      <Box sx={{ height: 4 }}>{result.fetching && debounced !== '' && <LinearProgress />}</Box>
      {data && (
        <DialogContent sx={{ pt: 1 }} data-testid="search-results">
          {searchIndexes.map((index) => (
            <Section
              key={index}
              index={index}
              query={debounced}
              first={data[index]}
              page={pages[index]}
              onPage={(page) => setPages((current) => ({ ...current, [index]: page }))}
              onOpen={onClose}
            />
          ))}
        </DialogContent>
      )}
    </Dialog>
  );
}

interface SectionProps {
  index: SearchIndex;
  query: string;
  /** The section's first page, from the search of every index. */
  first: SearchSection | null;
  page: number;
  onPage: (page: number) => void;
  onOpen: () => void;
}

function Section({ index, query, first, page, onPage, onOpen }: SectionProps) {
  const { t } = useTranslation();
  // A later page asks for this index alone.
  const [later] = useQuery({
    query: searchQuery,
    variables: { query, index, page },
    pause: page === 0,
  });
  const section = page === 0 ? first : (later.data?.search[index] ?? null);
  const total = section?.total ?? first?.total ?? 0;
  const more = section?.more ?? first?.more ?? false;
  const pages = pageCount(total);
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mb: 2 }}
      data-testid={`search-section-${index}`}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, flexGrow: 1 }}
        >
          {t(`search.index.${index}`)} ({total}
          {more ? '+' : ''})
        </Typography>
        {pages > 1 && (
          <>
            <IconButton
              size="small"
              disabled={page === 0}
              onClick={() => onPage(page - 1)}
              aria-label={t('resource.previousPage')}
              data-testid={`search-previous-${index}`}
            >
              <ChevronLeftIcon />
            </IconButton>
            <Typography variant="body2" data-testid={`search-page-${index}`}>
              {t('search.page', { page: page + 1, pages })}
            </Typography>
            <IconButton
              size="small"
              disabled={page >= pages - 1}
              onClick={() => onPage(page + 1)}
              aria-label={t('resource.nextPage')}
              data-testid={`search-next-${index}`}
            >
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
      </Box>
      {section && section.hits.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {t('search.noResults')}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {section?.hits.map((hit) => (
            <ListItem key={hit.id} disablePadding>
              <Hit index={index} hit={hit} onOpen={onOpen} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

function Hit({ index, hit, onOpen }: { index: SearchIndex; hit: AnyHit; onOpen: () => void }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const { date } = useDateFormat();
  let primary: string;
  let secondary: string;
  let to: string;
  if (index === 'surveys') {
    const survey = hit as SurveyHit;
    primary = `${survey.number} · ${survey.address}`;
    secondary = [
      t(survey.assetType === 'vessel' ? 'search.type.vessel' : 'search.type.property'),
      survey.startDate ? date(survey.startDate) : '',
    ]
      .filter(Boolean)
      .join(' · ');
    to = path('surveyInformation', { survey: survey.id });
  } else if (index === 'assets') {
    const asset = hit as AssetHit;
    primary = asset.adres;
    secondary = asset.bouwjaar ? t('search.constructionYear', { year: asset.bouwjaar }) : '';
    to = path('assetInformation', { assettype: assetTypeNames.property, asset: asset.id });
  } else {
    const vessel = hit as VesselHit;
    primary = vessel.adres;
    secondary = vessel.vessel_type;
    to = path('assetInformation', { assettype: assetTypeNames.vessel, asset: vessel.id });
  }
  return (
    <ListItemButton
      component={RouterLink}
      to={to}
      onClick={(event: MouseEvent) => {
        // A hit opened in another tab leaves the search open here.
        if (!event.ctrlKey && !event.metaKey && !event.shiftKey) onOpen();
      }}
      data-search-hit
      data-testid="search-hit"
      data-index={index}
    >
      <ListItemText primary={primary} secondary={secondary || undefined} />
    </ListItemButton>
  );
}
