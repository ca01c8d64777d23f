import { z } from 'zod';

/**
 * One channel of the IPC contract: its zod input schema and (phantom) result type.
 * `kind` says whether it writes (the services wrap writes in one transaction and journal them).
 */
export interface Channel<I extends z.ZodType, R> {
  kind: 'read' | 'write';
  input: I;
  /** Phantom: carries the result type only. */
  result?: R;
  /** How long a caller waits before reporting a timeout, in ms. */
  timeoutMs?: number;
}

export const channel = <I extends z.ZodType, R>(kind: 'read' | 'write', input: I, timeoutMs?: number): Channel<I, R> => ({ kind, input, timeoutMs });
export const none = z.object({}).strict();
