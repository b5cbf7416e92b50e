import Alert from '@mui/material/Alert';
import type { CombinedError } from 'urql';
import { useServerErrorText } from '../app/messages';

export function ServerErrorAlert({ error, testId }: { error: CombinedError; testId: string }) {
  const text = useServerErrorText();
  return (
    <Alert severity="error" data-testid={testId} sx={{ mt: 2 }}>
      {text(error)}
    </Alert>
  );
}
