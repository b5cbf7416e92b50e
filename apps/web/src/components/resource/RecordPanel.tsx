import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { CombinedError } from 'urql';
import type { ResourceColumn } from './cells';
import { ConfirmModal } from './ConfirmModal';
import { CreateModal } from './CreateModal';
import type { FormField, FormValues } from './form-logic';
import { ResourceForm, WithReason } from './ResourceForm';
import { ResourceTable } from './ResourceTable';
import type { TableRow } from './table-logic';

interface RecordPanelProps<Item extends TableRow, Row extends TableRow> {
  records: readonly Item[];
  /** A record as its table row shows it. */
  toRow: (record: Item) => Row;
  columns: readonly ResourceColumn<Row>[];
  searchFields: readonly string[];
  /** Plural, for the table's texts. */
  typeLabel: string;
  addTitle: string;
  /** The record whose card the URL names. */
  selectedId: string | undefined;
  listPath: string;
  itemPath: (id: string) => string;
  /** The card's form; a new record's form. */
  fields: readonly FormField[];
  createFields: readonly FormField[];
  onCreate: (values: FormValues) => Promise<CombinedError | undefined>;
  onUpdate: (id: string, values: FormValues) => Promise<CombinedError | undefined>;
  onDelete: (id: string) => Promise<CombinedError | undefined>;
  /** For records in a manual order: moves one (see ResourceTable). */
  onReorder?: (row: Row, from: number, to: number) => Promise<boolean>;
  card: {
    title: (record: Item) => string;
    subtitle?: (record: Item) => string | undefined;
    deleteMessage: string;
    /** Shown below the form (a scan, the certificates of an item of equipment...). */
    extra?: (record: Item) => ReactNode;
    /** Why a record cannot be changed or deleted for now; undefined when it can. */
    lockedReason?: (record: Item) => string | undefined;
  };
  /** The panel's test id; its table, card, create modal and parts derive theirs from it. */
  testId: string;
  /** Shows the records without adding, editing, reordering or deleting (a closed survey's). */
  readOnly?: boolean;
}

/**
 * A person's records of one kind (certificates, equipment...): a table, a create modal,
 * and below the table the card of the record in the URL, with its form and delete.
 */
export function RecordPanel<Item extends TableRow, Row extends TableRow>({
  records,
  toRow,
  columns,
  searchFields,
  typeLabel,
  addTitle,
  selectedId,
  listPath,
  itemPath,
  fields,
  createFields,
  onCreate,
  onUpdate,
  onDelete,
  onReorder,
  card,
  testId,
  readOnly = false,
}: RecordPanelProps<Item, Row>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const rows = useMemo(() => records.map(toRow), [records, toRow]);
  const selected = selectedId ? records.find((record) => record.id === selectedId) : undefined;

  return (
    <Box data-testid={testId}>
      <ResourceTable
        typeLabel={typeLabel}
        rows={rows}
        columns={columns}
        searchFields={searchFields}
        selectedId={selectedId}
        rowHref={(row) => itemPath(row.id)}
        onAdd={readOnly ? undefined : () => setAdding(true)}
        onReorder={readOnly ? undefined : onReorder}
        testId={`${testId}-table`}
      />
      {selectedId &&
        (selected ? (
          <RecordCard
            key={selected.id}
            title={card.title(selected)}
            subtitle={card.subtitle?.(selected)}
            record={selected}
            fields={fields}
            readOnly={readOnly}
            closeTo={listPath}
            deleteMessage={card.deleteMessage}
            lockedReason={card.lockedReason?.(selected)}
            onUpdate={(values) => onUpdate(selected.id, values)}
            onDelete={async () => {
              const failure = await onDelete(selected.id);
              if (!failure) await navigate(listPath);
              return failure;
            }}
            testId={`${testId}-card`}
          >
            {card.extra?.(selected)}
          </RecordCard>
        ) : (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid={`${testId}-missing`}>
            {t('error.recordNotFound')}
          </Alert>
        ))}
      <CreateModal
        open={adding}
        title={addTitle}
        fields={createFields}
        onClose={() => setAdding(false)}
        onCreate={onCreate}
        testId={`${testId}-create`}
      />
    </Box>
  );
}

interface RecordCardProps {
  readOnly: boolean;
  title: string;
  subtitle: string | undefined;
  record: object;
  fields: readonly FormField[];
  closeTo: string;
  deleteMessage: string;
  lockedReason: string | undefined;
  onUpdate: (values: FormValues) => Promise<CombinedError | undefined>;
  onDelete: () => Promise<CombinedError | undefined>;
  children: ReactNode;
  testId: string;
}

function RecordCard({
  readOnly,
  title,
  subtitle,
  record,
  fields,
  closeTo,
  deleteMessage,
  lockedReason,
  onUpdate,
  onDelete,
  children,
  testId,
}: RecordCardProps) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card variant="outlined" sx={{ mt: 2, p: 2 }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h3" component="h3" data-testid={`${testId}-title`}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        <IconButton
          component={RouterLink}
          to={closeTo}
          aria-label={t('resource.close')}
          data-testid={`${testId}-close`}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <ResourceForm
        fields={fields}
        record={record}
        onSave={onUpdate}
        editable={!readOnly}
        testId={`${testId}-form`}
        lockedReason={lockedReason}
        actions={
          !readOnly && (
            <WithReason reason={lockedReason}>
              <Button
                color="error"
                startIcon={<DeleteOutlinedIcon />}
                onClick={() => setDeleting(true)}
                disabled={lockedReason !== undefined}
                data-testid={`${testId}-delete`}
              >
                {t('resource.delete')}
              </Button>
            </WithReason>
          )
        }
      />
      {children}
      <ConfirmModal
        kind="delete"
        open={deleting}
        title={t('resource.deleteTitle', { name: title })}
        message={deleteMessage}
        onClose={() => setDeleting(false)}
        onConfirm={onDelete}
        testId={`${testId}-delete-modal`}
      />
    </Card>
  );
}
