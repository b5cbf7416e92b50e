import LinkOffIcon from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import { type MutationOutcome } from '../../components/resource/resource-operations';

/** Takes a chapter out of a template, or an element out of a chapter; it is not deleted. */
export function RemovePlace({
  title,
  message,
  onRemove,
  testId,
}: {
  title: string;
  message: string;
  onRemove: () => Promise<MutationOutcome>;
  testId: string;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        color="error"
        startIcon={<LinkOffIcon />}
        onClick={() => setAsking(true)}
        sx={{ mb: 1 }}
        data-testid={testId}
      >
        {title}
      </Button>
      <ConfirmModal
        kind="delete"
        open={asking}
        title={title}
        message={message}
        confirmLabel={title}
        onClose={() => setAsking(false)}
        onConfirm={async () => (await onRemove()).error}
        testId={`${testId}-modal`}
      />
    </>
  );
}
