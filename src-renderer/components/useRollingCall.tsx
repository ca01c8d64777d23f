import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { ChannelName, DiceRequest, InputOf, Result, ResultOf, RollSummary } from '../../src-shared/ipc';
import { useApi } from '../api/ApiProvider';
import { FieldProblems } from './FieldProblems';
import { NumberField } from './NumberField';
import { diceNotation, organizerText } from '../../src-shared/text/rulesText';

interface Asking {
  request: DiceRequest;
  rolls: RollSummary[];
  error: string | null;
  answer: (value: number | null) => void;
}

/**
 * Calls an operation that may roll dice. In a league whose organizer types the dice, the service answers
 * `dice-needed` for each roll it cannot make; this asks for that roll (what it is for, which dice, what range),
 * appends it to `dice` and asks again, until the operation goes through or the organizer cancels. Nothing is
 * written until every roll is in. Render `dialog` once in the component that calls.
 */
export function useRollingCall() {
  const api = useApi();
  const [asking, setAsking] = useState<Asking | null>(null);
  const busy = useRef(false);

  const ask = (request: DiceRequest, rolls: RollSummary[], error: string | null) =>
    new Promise<number | null>((answer) => setAsking({ request, rolls, error, answer }));

  async function call<C extends ChannelName>(channel: C, input: InputOf<C>): Promise<Result<ResultOf<C>>> {
    if (busy.current) return { ok: false, error: { kind: 'unavailable', message: 'Already working on it.' } };
    busy.current = true;
    try {
      const dice: number[] = [];
      let error: string | null = null;
      for (;;) {
        const r = await api.call(channel, (dice.length ? { ...input, dice } : input) as InputOf<C>);
        if (r.ok) return r;
        const e = r.error;
        let request: DiceRequest | null = null;
        let rolls: RollSummary[] = [];
        if (e.kind === 'dice-needed') {
          request = e.request;
          rolls = e.rolls;
          error = null;
        } else if (e.kind === 'validation' && e.issues.some((i) => i.path[0] === 'dice') && dice.length > 0) {
          // The last typed roll cannot come from those dice: ask for it again, saying why.
          dice.pop();
          const retry = await api.call(channel, (dice.length ? { ...input, dice } : input) as InputOf<C>);
          if (retry.ok || retry.error.kind !== 'dice-needed') return retry;
          request = retry.error.request;
          rolls = retry.error.rolls;
          error = e.message;
        }
        if (!request) return r;
        const value = await ask(request, rolls, error);
        setAsking(null);
        if (value === null) return { ok: false, error: { kind: 'unavailable', message: 'Cancelled before every roll was typed; nothing was changed.' } };
        dice.push(value);
      }
    } finally {
      busy.current = false;
    }
  }

  const dialog = <DiceDialog asking={asking} />;
  return { call, dialog };
}

function DiceDialog({ asking }: { asking: Asking | null }) {
  const [value, setValue] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!asking) return null;
  const { request, rolls, error, answer } = asking;
  const ready = value !== null && problem === null;
  const submit = () => {
    if (!ready) return;
    setValue(null);
    answer(value);
  };
  return (
    <Modal opened onClose={() => answer(null)} title={`Roll ${request.notation}`} centered size="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            For <b>{organizerText(request.purpose)}</b>: roll {diceNotation(request.notation)} at the table and type the result ({request.range}).
          </Text>
          {/* The range is the service's to check (it says which results the dice can give); the box only reads a number. */}
          <NumberField
            label={`Result of ${request.notation}`}
            path="roll"
            name={`Result of ${request.notation}`}
            autoFocus
            data-autofocus
            allowEmpty
            min={-999}
            max={999}
            value={value}
            invalid={error !== null}
            onValue={setValue}
            onProblem={setProblem}
          />
          <FieldProblems messages={error ? [error] : []} />
          {rolls.length > 0 && (
            <Table verticalSpacing={2} fz="xs">
              <Table.Tbody>
                {rolls.map((r) => (
                  <Table.Tr key={r.seq}>
                    <Table.Td>{organizerText(r.purpose)}</Table.Td>
                    <Table.Td ta="right">
                      {r.notation}: {r.value}
                    </Table.Td>
                    <Table.Td c="dimmed">{r.decided ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => answer(null)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready}>
              Use this roll
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
