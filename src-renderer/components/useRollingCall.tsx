import type { ChannelName, InputOf, Result, ResultOf } from '../../src-shared/ipc';
import { useOperation } from './match/useOperation';

/**
 * Calls an operation that may roll dice, for a caller that wants only its result. In a league whose organizer types
 * the dice, the operation's dialog (useOperation) asks for them, all dice of a roll in one field, until it goes
 * through or the organizer stops; nothing is written until every roll is in. Render `dialog` once in the caller.
 */
export function useRollingCall() {
  const { run, dialog } = useOperation();
  async function call<C extends ChannelName>(channel: C, input: InputOf<C>): Promise<Result<ResultOf<C>>> {
    return (await run(channel, input)).result;
  }
  return { call, dialog };
}
