import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { PageLoader } from '../PageLoader';
import type { ResourceColumn } from './cells';
import { CreateModal } from './CreateModal';
import type { FormField, FormValues } from './form-logic';
import { ResourceTable } from './ResourceTable';
import type { TableRow } from './table-logic';

interface ListWithCardProps<Row extends TableRow> {
  title: string;
  /** Shown between the heading and the table, e.g. the page's tabs. */
  header?: ReactNode;
  /** Plural, for the table's texts. */
  typeLabel: string;
  rows: readonly Row[] | undefined;
  columns: readonly ResourceColumn<Row>[];
  searchFields: readonly string[];
  /** The record whose card the URL names. */
  selectedId: string | undefined;
  /** The URL of a record's card: each row links to it (see ResourceTable). */
  rowHref?: (row: Row) => string;
  /** For cards without a URL of their own: what opening a row does. */
  onSelect?: (row: Row) => void;
  /** The selected record's card; undefined when the list holds no such record. */
  card: ReactNode | undefined;
  addTitle: string;
  /** False for a reader who may not add (the add button is left out). */
  canAdd?: boolean;
  /** Further buttons of the list, in the table's toolbar before Add (an import, say). */
  actions?: ReactNode;
  createFields: readonly FormField[];
  onCreate: (values: FormValues) => Promise<CombinedError | undefined>;
  /** The card's width beside the table on a wide screen, in pixels. */
  cardWidth?: number;
  /** Test ids of the table, the create modal and the not-found warning. */
  testId: string;
  createTestId: string;
  missingTestId: string;
}

/**
 * An admin page of one kind of record: its heading, the table with search and add, and
 * beside it the card of the record in the URL (or a warning when there is none such).
 */
export function ListWithCard<Row extends TableRow>({
  title,
  header,
  typeLabel,
  rows,
  columns,
  searchFields,
  selectedId,
  rowHref,
  onSelect,
  card,
  addTitle,
  canAdd = true,
  actions,
  createFields,
  onCreate,
  cardWidth = 480,
  testId,
  createTestId,
  missingTestId,
}: ListWithCardProps<Row>) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }} data-testid="page-heading">
        {title}
      </Typography>
      {header}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: selectedId ? `minmax(0, 1fr) ${cardWidth}px` : '1fr',
          },
        }}
      >
        <Box sx={{ order: { xs: 2, md: 1 }, minWidth: 0 }}>
          <ResourceTable
            typeLabel={typeLabel}
            rows={rows}
            columns={columns}
            searchFields={searchFields}
            selectedId={selectedId}
            rowHref={rowHref}
            onSelect={onSelect}
            onAdd={canAdd ? () => setAdding(true) : undefined}
            actions={actions}
            testId={testId}
          />
        </Box>
        {selectedId && (
          <Box sx={{ order: { xs: 1, md: 2 }, minWidth: 0 }}>
            {card ??
              (rows ? (
                <Alert severity="warning" data-testid={missingTestId}>
                  {t('error.recordNotFound')}
                </Alert>
              ) : (
                <PageLoader />
              ))}
          </Box>
        )}
      </Box>
      <CreateModal
        open={adding}
        title={addTitle}
        fields={createFields}
        onClose={() => setAdding(false)}
        onCreate={onCreate}
        testId={createTestId}
      />
    </>
  );
}
