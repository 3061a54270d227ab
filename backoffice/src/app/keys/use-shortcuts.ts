import { useEffect, useRef } from 'react';

/** A single key and what it does (`?`, `j`, `Enter`). */
export type Shortcuts = Partial<Record<string, () => void>>;

/**
 * Typing somewhere: a key there is text, not a command. A closed list that takes no typing (antd's
 * Select without search: a read-only combobox) is not: a status just chosen leaves the keys free.
 */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.getAttribute('role') === 'combobox') return target.getAttribute('aria-expanded') === 'true' || !(target instanceof HTMLInputElement && target.readOnly);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type);
  return false;
}

/** A modal dialog shows (antd keeps a closed one in the page, hidden). */
const dialogOpen = () => [...document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')].some((dialog) => (typeof dialog.checkVisibility === 'function' ? dialog.checkVisibility() : true));

/**
 * Single-key commands for a page (Gmail's and GitHub's way): ignored while typing, with a modifier
 * held (Ctrl, Alt, ⌘: the browser's own), or while a dialog is open.
 */
export function useShortcuts(shortcuts: Shortcuts): void {
  const current = useRef(shortcuts);
  current.current = shortcuts;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (typing(event.target) || dialogOpen()) return;
      const action = current.current[event.key];
      if (!action) return;
      // A command, not a key for the element in focus (a closed list would open on it).
      event.preventDefault();
      event.stopPropagation();
      action();
    };
    // Before the page's own handlers: they would change what has the focus (a list opening) first.
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, []);
}
