import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { rowClickAction, type TableRow } from './table-logic';

/**
 * Text a screen reader reads that takes no room on screen. Sizes are strings: in `sx` a
 * number up to 1 is a fraction (width 1 is 100 %), which stretched tables sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Marks the row's link, so that the row can show when it has the keyboard focus. */
const rowLinkSelector = '[data-row-link]';

/** A row shows where the keyboard is when its link has the focus. */
export const rowFocusSx = (theme: Theme) => ({
  [`&:has(${rowLinkSelector}:focus-visible)`]: { bgcolor: theme.palette.action.hover },
});

/** Phone-sized screens, where a list shows its rows as cards. */
export const narrowQuery = (theme: Theme) => theme.breakpoints.down('sm');

/** What a row's own click or keypress may land on without opening the row. */
const controls = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"]';

export interface RowOpening<Row extends TableRow> {
  /** The record's URL: the row holds a link to it. */
  href?: ((row: Row) => string) | undefined;
  /** For a row whose record has no URL of its own: the row holds a button. */
  onSelect?: ((row: Row) => void) | undefined;
}

/**
 * How the rows of a list open their record. One cell of each row holds a real link (or, for a
 * record without a URL, a button): the row's single Tab stop, which Enter opens and which a
 * browser can open in a new tab. A click anywhere else on the row does what a click on that
 * link would. The link is not stretched over the row with an overlay, which would swallow
 * clicks meant for the other cells, their tooltips and text selection.
 */
export function useRowOpening<Row extends TableRow>({ href, onSelect }: RowOpening<Row>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!href && !onSelect) return null;

  function handleClick(row: Row, event: MouseEvent<HTMLElement>) {
    const target = event.target as Element;
    const action = rowClickAction({
      button: event.button,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      // A click in a portal (a cell's menu) bubbles through React but is not the row's.
      onControl:
        !event.currentTarget.contains(target) ||
        target.closest(controls)?.closest('[data-row]') === event.currentTarget,
      selectingText: (window.getSelection()?.toString() ?? '') !== '',
    });
    if (action === 'none') return;
    if (!href) {
      if (action === 'open') onSelect?.(row);
      return;
    }
    if (action === 'open') void navigate(href(row));
    else window.open(href(row), '_blank', 'noopener');
  }

  return {
    /** The row element's click handling and state. */
    rowProps: (row: Row) => ({
      'data-row': true,
      onClick: (event: MouseEvent<HTMLElement>) => handleClick(row, event),
      onAuxClick: (event: MouseEvent<HTMLElement>) => handleClick(row, event),
    }),
    /** The row's link, around the content of its first data cell. */
    link: (
      row: Row,
      content: ReactNode,
      { selected, empty, testId }: { selected: boolean; empty: boolean; testId: string },
    ) => {
      // A link needs a name even when its cell is blank.
      const name = empty ? <Box sx={visuallyHidden}>{t('resource.open')}</Box> : content;
      return href ? (
        <Link
          component={RouterLink}
          to={href(row)}
          color="inherit"
          underline="hover"
          aria-current={selected ? 'page' : undefined}
          data-row-link
          data-testid={testId}
        >
          {name}
        </Link>
      ) : (
        <Box
          component="button"
          type="button"
          onClick={() => onSelect?.(row)}
          aria-current={selected ? 'true' : undefined}
          data-row-link
          sx={{
            font: 'inherit',
            color: 'inherit',
            textAlign: 'inherit',
            background: 'none',
            border: 0,
            p: 0,
            cursor: 'pointer',
            '&:hover': { textDecoration: 'underline' },
          }}
          data-testid={testId}
        >
          {name}
        </Box>
      );
    },
  };
}
