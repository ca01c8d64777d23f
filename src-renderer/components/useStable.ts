import { useMemo } from 'react';

/** The same object for the same content, so memoized children skip a render when nothing they show changed. */
export function useStable<T>(value: T): T {
  const key = JSON.stringify(value);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => value, [key]);
}
