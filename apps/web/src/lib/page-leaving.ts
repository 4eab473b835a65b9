/**
 * Whether the page is being left (a reload, another address typed, a link to another site). The
 * browser then cancels the page's requests, and the failures that follow say nothing about the
 * server: a guard must not read them as "signed out".
 */
let leaving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  // Back from the back-forward cache: the page lives again.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/**
 * True when a failed request was cancelled rather than answered: its navigation was superseded
 * (the loader's signal), the request was aborted, or the page is going away.
 */
export function wasAbandoned(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted || leaving) return true;
  return error instanceof DOMException && error.name === 'AbortError';
}
