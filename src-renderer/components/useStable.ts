import { useMemo } from 'react';

/** The same object for the same content, so memoized children skip a render when nothing they show changed. */
export function useStable<T>(value: T): T {
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the content (its JSON), which is the point of this hook
  return useMemo(() => value, [key]);
}
