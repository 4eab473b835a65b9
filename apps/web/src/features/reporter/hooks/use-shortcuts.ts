import { useEffect, useRef } from 'react';

export type ShortcutHandlers = {
  team: (side: 'home' | 'away') => void;
  digit: (digit: string) => void;
  toggleClock: () => void;
  submit: () => void;
  escape: () => void;
};

/** Fields where typed keys are text, not commands. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
  return false;
}

/** A dialog, menu or dropdown is showing (closed dropdowns may stay in the DOM, hidden). */
function overlayOpen(): boolean {
  const overlays = document.querySelectorAll(
    '.mantine-Modal-content, .mantine-Popover-dropdown, .mantine-Menu-dropdown',
  );
  return [...overlays].some((element) => element.getClientRects().length > 0);
}

/**
 * Match screen shortcuts: H/A pick the team, digits the jersey number, S starts or pauses the
 * stopwatch, Enter saves the event, Esc cancels an edit. Ignored while typing in a field or while a
 * dialog is open (its own keys apply there).
 */
export function useReporterShortcuts(handlers: ShortcutHandlers, enabled: boolean): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (overlayOpen()) return;
      const target = event.target;
      if (event.key === 'Escape') {
        latest.current.escape();
        return;
      }
      if (isTyping(target)) return;
      const key = event.key.toLowerCase();
      if (key === 'h' || key === 'a') {
        event.preventDefault();
        latest.current.team(key === 'h' ? 'home' : 'away');
      } else if (/^[0-9]$/.test(key)) {
        event.preventDefault();
        latest.current.digit(key);
      } else if (key === 's') {
        event.preventDefault();
        latest.current.toggleClock();
      } else if (key === 'enter') {
        // Enter on a button or link activates that control instead.
        if (target instanceof HTMLElement && target.closest('button, a[href], [role="button"], [role="menuitem"]'))
          return;
        event.preventDefault();
        latest.current.submit();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
