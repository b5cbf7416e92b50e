import { useMutation, type DocumentInput } from 'urql';
import { useAnnounce } from '../../components/announcer';
import { ConfirmModal } from '../../components/resource/ConfirmModal';
import { labResultTypenames } from './lab-results-operations';

interface DeleteLabRecordModalProps {
  /** The deletion of an analysis or a certificate, by its id. */
  mutation: DocumentInput<unknown, { id: string }>;
  id: string;
  title: string;
  message: string;
  /** Announced once it is gone: the record's section leaves the page without a word. */
  deleted: string;
  onClose: () => void;
  testId: string;
}

/** Asks before deleting an analysis or a certificate; the statuses it gave are refetched. */
export function DeleteLabRecordModal({
  mutation,
  id,
  title,
  message,
  deleted,
  onClose,
  testId,
}: DeleteLabRecordModalProps) {
  const [, remove] = useMutation(mutation);
  const announce = useAnnounce();
  return (
    <ConfirmModal
      kind="delete"
      open
      title={title}
      message={message}
      onClose={onClose}
      onConfirm={async () => {
        const outcome = await remove({ id }, labResultTypenames);
        if (!outcome.error) announce(deleted);
        return outcome.error;
      }}
      testId={testId}
    />
  );
}
