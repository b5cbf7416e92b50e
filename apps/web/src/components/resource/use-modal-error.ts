import { keyframes } from '@mui/material/styles';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { useServerErrorText } from '../../app/messages';
import { modalErrorMessage } from './form-logic';

const shake = keyframes`
  10%, 90% { transform: translateX(-2px); }
  20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-8px); }
  40%, 60% { transform: translateX(8px); }
`;

/**
 * The failure of a create or delete modal (spec section 8): the modal shakes and shows
 * "Error: " with the server's message. `paperSx` goes on the dialog's paper.
 */
export function useModalError() {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const [message, setMessage] = useState<string | null>(null);
  const [shaking, setShaking] = useState(false);

  const fail = useCallback(
    (error: CombinedError) => {
      setMessage(t('resource.error', { message: modalErrorMessage(errorText(error)) }));
      setShaking(true);
    },
    [t, errorText],
  );
  const clear = useCallback(() => setMessage(null), []);

  return {
    message,
    fail,
    clear,
    paperProps: {
      onAnimationEnd: () => setShaking(false),
      sx: shaking ? { animation: `${shake} 0.5s ease-in-out` } : {},
    },
  };
}
