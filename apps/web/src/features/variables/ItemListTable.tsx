import Alert from '@mui/material/Alert';
import { variableItemResource } from '@vezel/domain/resources/variable-item';
import { useState } from 'react';
import { CreateModal } from '../../components/resource/CreateModal';
import { searchFieldsOf } from '../../components/resource/declaration';
import { ResourceTable } from '../../components/resource/ResourceTable';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { useItemList } from './use-item-list';
import type { VariableItemRow } from './variable-operations';

const searchFields = searchFieldsOf(variableItemResource);

interface ItemListTableProps {
  setId: string;
  list: string;
  /** For a child list: the item whose children these are. */
  parentId?: string;
  /** The list's name, plural, for the table's texts. */
  typeLabel: string;
  addTitle: string;
  selectedId?: string;
  /** The URL of an item's card. */
  rowHref: (row: VariableItemRow) => string;
  /** The table's test id; the create modal's is `createTestId`. */
  testId: string;
  createTestId: string;
}

/** A list of items as a table: search, sort, pages, drag to reorder, and an add form. */
export function ItemListTable({
  setId,
  list,
  parentId,
  typeLabel,
  addTitle,
  selectedId,
  rowHref,
  testId,
  createTestId,
}: ItemListTableProps) {
  const items = useItemList(setId, list, parentId);
  const [adding, setAdding] = useState(false);
  if (items.error) return <ServerErrorAlert error={items.error} testId={`${testId}-error`} />;
  return (
    <>
      {items.sortError && (
        <Alert
          severity="error"
          sx={{ mb: 1.5 }}
          onClose={items.clearSortError}
          data-testid={`${testId}-sort-error`}
        >
          {items.sortError}
        </Alert>
      )}
      <ResourceTable
        typeLabel={typeLabel}
        remote={{ page: items.page, onQuery: items.onQuery }}
        columns={items.columns}
        searchFields={searchFields}
        selectedId={selectedId}
        rowHref={rowHref}
        onAdd={() => setAdding(true)}
        onReorder={items.onReorder}
        testId={testId}
      />
      <CreateModal
        open={adding}
        title={addTitle}
        fields={items.createFields}
        onClose={() => setAdding(false)}
        onCreate={items.onCreate}
        testId={createTestId}
      />
    </>
  );
}
