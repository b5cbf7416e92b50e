import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import Portal from '@mui/material/Portal';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type AnnounceSeverity = 'success' | 'error' | 'info';
export type Announce = (message: string, severity?: AnnounceSeverity) => void;

/** Long enough to read a short sentence twice; an error stays longer. */
const announceMs: Record<AnnounceSeverity, number> = {
  success: 6000,
  info: 6000,
  error: 10000,
};

interface Announcement {
  id: number;
  message: string;
  severity: AnnounceSeverity;
}

const AnnounceContext = createContext<Announce | null>(null);

/**
 * An open modal hides everything beside it from screen readers (aria-hidden on the body's
 * other children), this too: a message while a dialog is open would then go unheard.
 */
function keepAudible(element: HTMLElement | null) {
  if (!element) return;
  const observer = new MutationObserver(() => {
    if (element.hasAttribute('aria-hidden')) element.removeAttribute('aria-hidden');
  });
  observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
  return () => observer.disconnect();
}

/**
 * Shows what just happened (saved, deleted, sent) at the bottom of the screen and has
 * screen readers read it. The live regions stay mounted, so a message put into them is
 * announced: politely for success and info, at once for an error. A new message replaces
 * the shown one; hovering or focusing it keeps it.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Announcement | null>(null);
  const [held, setHeld] = useState(false);

  const announce = useCallback<Announce>((message, severity = 'success') => {
    setCurrent((previous) => ({ id: (previous?.id ?? 0) + 1, message, severity }));
  }, []);

  useEffect(() => {
    if (!current || held) return;
    const timer = window.setTimeout(() => setCurrent(null), announceMs[current.severity]);
    return () => window.clearTimeout(timer);
  }, [current, held]);

  const dismiss = () => {
    setCurrent(null);
    setHeld(false);
  };

  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <Portal>
        <Box
          ref={keepAudible}
          sx={{
            position: 'fixed',
            zIndex: 'snackbar',
            left: '50%',
            bottom: 24,
            transform: 'translateX(-50%)',
            width: 'max-content',
            maxWidth: 'calc(100% - 32px)',
            pointerEvents: 'none',
          }}
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          <LiveRegion
            role="status"
            current={current?.severity === 'error' ? null : current}
            onClose={dismiss}
          />
          <LiveRegion
            role="alert"
            current={current?.severity === 'error' ? current : null}
            onClose={dismiss}
          />
        </Box>
      </Portal>
    </AnnounceContext.Provider>
  );
}

interface LiveRegionProps {
  role: 'status' | 'alert';
  current: Announcement | null;
  onClose: () => void;
}

function LiveRegion({ role, current, onClose }: LiveRegionProps) {
  const { t } = useTranslation();
  return (
    <Box role={role} aria-live={role === 'alert' ? 'assertive' : 'polite'} aria-atomic>
      {current && (
        // Keyed so the same text twice is announced twice.
        <Fade in key={current.id}>
          <Alert
            role="none"
            severity={current.severity}
            variant="filled"
            onClose={onClose}
            closeText={t('announcer.close')}
            sx={{ pointerEvents: 'auto', boxShadow: 6 }}
            data-testid="announcement"
          >
            {current.message}
          </Alert>
        </Fade>
      )}
    </Box>
  );
}

/** Says that something happened; see `AnnouncerProvider`. Outside it (a unit test) a no-op. */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext) ?? ignore;
}

function ignore() {}
