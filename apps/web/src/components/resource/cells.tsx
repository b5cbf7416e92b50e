import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import SyncOutlinedIcon from '@mui/icons-material/SyncOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import type SvgIcon from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import { toLocale } from '@vezel/domain/i18n/locales';
import type { ColumnType } from '@vezel/domain/resources/types';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../app/dates';
import type { TableRow } from './table-logic';

dayjs.extend(relativeTime);

/** Spec section 9. */
const imageHeight = 60;
const colourSize = 32;

/** One column of a resource table. */
export interface ResourceColumn<Row extends TableRow> {
  field: string;
  type: ColumnType;
  label: string;
  /** Header click sorts; data columns by default, action columns never. */
  sortable?: boolean;
  /** For the action types (button, verify, send, update, cancel, delete). */
  onAction?: (row: Row) => void;
}

export const actionTypes: ReadonlySet<ColumnType> = new Set([
  'button',
  'verify',
  'send',
  'update',
  'cancel',
  'delete',
]);

export function isSortableColumn<Row extends TableRow>(column: ResourceColumn<Row>): boolean {
  return column.sortable ?? !(actionTypes.has(column.type) || column.type === 'drag');
}

/** The drag handle's behaviour, given by the table to the 'drag' cell. */
export interface DragHandle {
  enabled: boolean;
  onKeyDown: (event: KeyboardEvent) => void;
}

interface CellProps {
  value: unknown;
  label: string;
  onAction: (() => void) | undefined;
  drag: DragHandle | undefined;
  testId: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

function DateCell({ value, withTime }: { value: unknown; withTime: boolean }) {
  const format = useDateFormat();
  const raw = text(value);
  if (!raw) return null;
  return <>{withTime ? format.dateTime(raw) : format.date(raw)}</>;
}

function TimeFromNowCell({ value }: { value: unknown }) {
  const { i18n } = useTranslation();
  const date = dayjs(text(value));
  if (!text(value) || !date.isValid()) return null;
  return (
    <Tooltip title={date.format('DD-MM-YYYY HH:mm')}>
      <span>{date.locale(toLocale(i18n.language)).fromNow()}</span>
    </Tooltip>
  );
}

function BooleanCell({ value, testId }: { value: unknown; testId: string }) {
  const { t } = useTranslation();
  return value === true ? (
    <CheckIcon color="success" titleAccess={t('resource.yes')} data-testid={testId} />
  ) : (
    <CloseIcon color="disabled" titleAccess={t('resource.no')} data-testid={testId} />
  );
}

/** A picture from a URL, or an SVG document as some lists keep them (waarneming_types...). */
function imageSource(value: unknown): string | null {
  const raw = text(value).trim();
  if (!raw) return null;
  if (raw.startsWith('<svg')) return `data:image/svg+xml;utf8,${encodeURIComponent(raw)}`;
  return raw;
}

function ImageCell({ value, height, label }: { value: unknown; height: number; label: string }) {
  const source = imageSource(value);
  if (!source) return null;
  // An <img> does not run scripts inside an SVG, so list content cannot inject any.
  return <Box component="img" src={source} alt={label} sx={{ height, display: 'block' }} />;
}

interface Badge {
  value: string;
  color?: string;
}

function isBadge(value: unknown): value is Badge {
  return typeof value === 'object' && value !== null && 'value' in value;
}

function ActionButton({
  icon: Icon,
  label,
  onAction,
  testId,
  color,
}: {
  icon: typeof SvgIcon;
  label: string;
  onAction: (() => void) | undefined;
  testId: string;
  color?: 'error' | 'primary';
}) {
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        color={color}
        aria-label={label}
        onClick={(event) => {
          // The row's own click opens its card; an action does not.
          event.stopPropagation();
          onAction?.();
        }}
        data-testid={testId}
      >
        <Icon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** How each column type of spec section 3 shows its cell. */
export const cellRenderers: Record<ColumnType, (props: CellProps) => ReactNode> = {
  text: ({ value }) => text(value),
  date: ({ value }) => <DateCell value={value} withTime={false} />,
  datetime: ({ value }) => <DateCell value={value} withTime />,
  timeFromNow: ({ value }) => <TimeFromNowCell value={value} />,
  image: ({ value, label }) => <ImageCell value={value} height={imageHeight} label={label} />,
  icon: ({ value, label }) => <ImageCell value={value} height={24} label={label} />,
  boolean: ({ value, testId }) => <BooleanCell value={value} testId={testId} />,
  color: ({ value, testId }) =>
    text(value) ? (
      <Box
        title={text(value)}
        data-testid={testId}
        sx={{
          width: colourSize,
          height: colourSize,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: text(value),
        }}
      />
    ) : null,
  badge: ({ value }) =>
    Array.isArray(value) ? (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {value.filter(isBadge).map((badge, index) => (
          <Chip
            key={`${badge.value}-${index}`}
            label={badge.value}
            size="small"
            sx={badge.color ? { bgcolor: badge.color, color: '#fff' } : undefined}
          />
        ))}
      </Box>
    ) : null,
  button: ({ label, onAction, testId }) => (
    <Button
      size="small"
      variant="outlined"
      onClick={(event) => {
        event.stopPropagation();
        onAction?.();
      }}
      data-testid={testId}
    >
      {label}
    </Button>
  ),
  verify: ({ label, onAction, testId }) => (
    <ActionButton icon={VerifiedOutlinedIcon} label={label} onAction={onAction} testId={testId} />
  ),
  send: ({ label, onAction, testId }) => (
    <ActionButton icon={SendOutlinedIcon} label={label} onAction={onAction} testId={testId} />
  ),
  update: ({ label, onAction, testId }) => (
    <ActionButton icon={SyncOutlinedIcon} label={label} onAction={onAction} testId={testId} />
  ),
  cancel: ({ label, onAction, testId }) => (
    <ActionButton icon={CancelOutlinedIcon} label={label} onAction={onAction} testId={testId} />
  ),
  delete: ({ label, onAction, testId }) => (
    <ActionButton
      icon={DeleteOutlinedIcon}
      label={label}
      onAction={onAction}
      testId={testId}
      color="error"
    />
  ),
  drag: ({ label, drag, testId }) => (
    <IconButton
      size="small"
      aria-label={label}
      disabled={!drag?.enabled}
      onKeyDown={drag?.onKeyDown}
      onClick={(event) => event.stopPropagation()}
      sx={{ cursor: drag?.enabled ? 'grab' : undefined }}
      data-testid={testId}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  ),
};
