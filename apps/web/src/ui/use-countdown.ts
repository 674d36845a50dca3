import { useCallback, useEffect, useState } from 'react';
import { CODE_COUNTDOWN_SECONDS, secondsLeft } from './countdown.ts';

/** A countdown in whole seconds: `start()` begins it, it ticks once a second and resets at 0. */
export function useCountdown(total = CODE_COUNTDOWN_SECONDS) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(startedAt, now, total);

  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (secondsLeft(startedAt, time, total) === 0) setStartedAt(null);
    }, 250);
    return () => clearInterval(timer);
  }, [startedAt, total]);

  const start = useCallback(() => {
    const time = Date.now();
    setNow(time);
    setStartedAt(time);
  }, []);
  const reset = useCallback(() => setStartedAt(null), []);

  return { left, running: left > 0, start, reset };
}
