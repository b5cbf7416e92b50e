import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** A full-width row for "fetching..." and "there are no..." in a table. */
export function TableMessageRow({
  colSpan,
  testId,
  children,
}: {
  colSpan: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <TableRow>
      <TableCell
        colSpan={colSpan}
        align="center"
        sx={{ py: 4, color: 'text.secondary' }}
        data-testid={testId}
      >
        {children}
      </TableCell>
    </TableRow>
  );
}
