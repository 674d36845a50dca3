/**
 * Runs `run` when the browser is idle (at the latest after `timeout` ms), or after a second where
 * requestIdleCallback is missing (Safari). Returns a cancel. For code and data a page wants soon but not
 * before it has shown.
 */
export function whenIdle(run: () => void, timeout = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1000);
  return () => clearTimeout(id);
}
