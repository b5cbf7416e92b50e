import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';

interface DiscardChangesDialogProps {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}

/** Asks whether unsaved changes may go; keeping them is the default (Escape, backdrop). */
function DiscardChangesDialog({ open, onKeep, onDiscard }: DiscardChangesDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onKeep}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      data-testid="unsaved-changes"
    >
      <DialogTitle id={titleId}>{t('unsavedChanges.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{t('unsavedChanges.message')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onKeep} autoFocus data-testid="unsaved-changes-keep">
          {t('unsavedChanges.keep')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onDiscard}
          data-testid="unsaved-changes-discard"
        >
          {t('unsavedChanges.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface Guard {
  dirty: boolean;
  /** False for a modal: its own close asks, and its save may navigate straight after. */
  blocksNavigation: boolean;
}

/** Where the guards of the forms below report; stable, so a form registers once. */
interface GuardRegistry {
  set: (id: string, guard: Guard) => void;
  remove: (id: string) => void;
}

/** The navigation held back now, and the guard that asks about it. */
interface GuardPrompt {
  askingGuard: string | null;
  keep: () => void;
  discard: () => void;
}

const RegistryContext = createContext<GuardRegistry | null>(null);
const PromptContext = createContext<GuardPrompt | null>(null);

function warnBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers show their prompt only when this is set.
  event.returnValue = '';
}

/**
 * The one router blocker of the app (React Router keeps only one): it holds back a
 * navigation while any form below has unsaved changes, and warns before the page unloads.
 * Forms take part through `useUnsavedChangesGuard` and `useGuardedClose`.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const guards = useRef(new Map<string, Guard>());
  const [asking, setAsking] = useState<string | null>(null);

  const firstDirty = useCallback((navigation: boolean) => {
    for (const [id, guard] of guards.current) {
      if (guard.dirty && (!navigation || guard.blocksNavigation)) return id;
    }
    return null;
  }, []);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      const moves =
        currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search;
      const guard = moves ? firstDirty(true) : null;
      setAsking(guard);
      return guard !== null;
    },
    [firstDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (firstDirty(false) !== null) warnBeforeUnload(event);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [firstDirty]);

  const registry = useMemo<GuardRegistry>(
    () => ({
      set: (id, guard) => guards.current.set(id, guard),
      remove: (id) => guards.current.delete(id),
    }),
    [],
  );

  const blocked = blocker.state === 'blocked';
  const prompt = useMemo<GuardPrompt>(
    () => ({
      askingGuard: blocked ? asking : null,
      keep: () => blocker.reset?.(),
      discard: () => {
        // Thrown away: until the form is gone (its unmount comes a moment after the
        // navigation), a quick Back must not be held back by it again. Other forms keep
        // theirs: one that stays mounted still has its changes.
        const guard = asking === null ? undefined : guards.current.get(asking);
        if (asking !== null && guard) guards.current.set(asking, { ...guard, dirty: false });
        blocker.proceed?.();
      },
    }),
    [asking, blocked, blocker],
  );

  return (
    <RegistryContext.Provider value={registry}>
      <PromptContext.Provider value={prompt}>{children}</PromptContext.Provider>
    </RegistryContext.Provider>
  );
}

/**
 * Tells whether any form inside has unsaved changes, for a container that removes its
 * forms without a navigation (a card closed in place): it asks with `useGuardedClose`.
 */
export function UnsavedChangesScope({
  onDirtyChange,
  children,
}: {
  onDirtyChange: (dirty: boolean) => void;
  children: ReactNode;
}) {
  const parent = useContext(RegistryContext);
  const dirtyOnes = useRef(new Set<string>());
  const report = useRef(onDirtyChange);
  useEffect(() => {
    report.current = onDirtyChange;
  }, [onDirtyChange]);

  const registry = useMemo<GuardRegistry>(() => {
    const update = (id: string, dirty: boolean) => {
      const was = dirtyOnes.current.size > 0;
      if (dirty) dirtyOnes.current.add(id);
      else dirtyOnes.current.delete(id);
      const is = dirtyOnes.current.size > 0;
      if (was !== is) report.current(is);
    };
    return {
      set: (id, guard) => {
        update(id, guard.dirty);
        parent?.set(id, guard);
      },
      remove: (id) => {
        update(id, false);
        parent?.remove(id);
      },
    };
  }, [parent]);

  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/**
 * Takes part in the app's guard while mounted, and answers the prompt when this guard is
 * the one asking; without the provider (outside the router) it only warns on unload.
 */
function useGuard(dirty: boolean, blocksNavigation: boolean): GuardPrompt | null {
  const registry = useContext(RegistryContext);
  const prompt = useContext(PromptContext);
  const id = useId();

  useEffect(() => {
    registry?.set(id, { dirty, blocksNavigation });
  }, [registry, id, dirty, blocksNavigation]);

  useEffect(() => {
    if (!registry) return;
    return () => registry.remove(id);
  }, [registry, id]);

  useEffect(() => {
    if (registry || !dirty) return;
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => window.removeEventListener('beforeunload', warnBeforeUnload);
  }, [registry, dirty]);

  return prompt?.askingGuard === id ? prompt : null;
}

/**
 * Asks before a form with unsaved changes is left: another page, another tab or record
 * (both are URLs), or closing the browser tab. Render the returned element (the question,
 * or nothing) anywhere in the form.
 */
export function useUnsavedChangesGuard(dirty: boolean): ReactNode {
  const asking = useGuard(dirty, true);
  if (!asking) return null;
  return <DiscardChangesDialog open onKeep={asking.keep} onDiscard={asking.discard} />;
}

/**
 * For a modal: `requestClose` (Escape, backdrop, Cancel) closes at once when nothing
 * changed, else asks first. Render `dialog` beside the modal.
 */
export function useGuardedClose(
  dirty: boolean,
  onClose: () => void,
): { requestClose: () => void; dialog: ReactNode } {
  const [asking, setAsking] = useState(false);
  useGuard(dirty, false);

  const requestClose = () => {
    if (dirty) setAsking(true);
    else onClose();
  };

  const dialog = (
    <DiscardChangesDialog
      open={asking}
      onKeep={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        onClose();
      }}
    />
  );
  return { requestClose, dialog };
}
