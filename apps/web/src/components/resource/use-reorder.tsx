import Alert from '@mui/material/Alert';
import { useCallback, useState, type ReactNode } from 'react';
import type { CombinedError } from 'urql';
import { useServerErrorText } from '../../app/messages';

type SortMutation = (variables: {
  id: string;
  from: string;
  to: string;
}) => Promise<{ error?: CombinedError }>;

/**
 * Moves a row of a manual order with the resource's SortTable mutation. A refusal shows
 * in `errorAlert` (placed above the table) and resolves false, which undoes the move.
 */
export function useReorder(
  sort: SortMutation,
  testId: string,
): {
  reorder: (row: { id: string }, from: number, to: number) => Promise<boolean>;
  errorAlert: ReactNode;
} {
  const errorText = useServerErrorText();
  const [error, setError] = useState<string | null>(null);
  const reorder = useCallback(
    async (row: { id: string }, from: number, to: number) => {
      setError(null);
      const result = await sort({ id: row.id, from: String(from), to: String(to) });
      if (result.error) setError(errorText(result.error));
      return !result.error;
    },
    [sort, errorText],
  );
  const errorAlert = error && (
    <Alert severity="error" sx={{ mb: 1 }} data-testid={testId}>
      {error}
    </Alert>
  );
  return { reorder, errorAlert };
}
