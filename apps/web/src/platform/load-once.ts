/**
 * A code split's loader asked for at most once at a time: `start()` returns the load in flight or
 * settled, `loaded()` what it gave once it has. A failed load (a chunk lost to the network) is asked for
 * again at the next `start()`.
 */
export function loadOnce<T>(load: () => Promise<T>): { start: () => Promise<T>; loaded: () => T | undefined } {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const start = () => {
    loading ??= load().then(
      (result) => {
        value = result;
        return result;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return { start, loaded: () => value };
}
