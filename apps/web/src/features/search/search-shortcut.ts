import { useEffect } from 'react';

const onMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

/** The shortcut as the search button shows it: "Ctrl K", or "⌘K" on a Mac. */
export function searchShortcutLabel(): string {
  return onMac() ? '⌘K' : 'Ctrl K';
}

/** The shortcuts in `aria-keyshortcuts` syntax. */
export function searchAriaShortcuts(): string {
  return onMac() ? 'Meta+K /' : 'Control+K /';
}

/** Where `/` is a character being typed, not a shortcut. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'reset', 'submit', 'file', 'range', 'color'].includes(
      target.type,
    )
  );
}

/** Calls `open` on Ctrl+K (⌘K on a Mac) anywhere, and on `/` outside a text field. */
export function useSearchShortcut(open: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      const command = onMac() ? event.metaKey : event.ctrlKey;
      const controlK = command && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !typingIn(event.target);
      if (!controlK && !slash) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
