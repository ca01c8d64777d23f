import { Badge, Button, Group, Modal, NumberInput, ScrollArea, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import type { ChannelName, ChoiceRequest, DiceRequest, InputOf, Result, ResultOf, RollSummary } from '../../../src-shared/ipc';
import { useApi } from '../../api/ApiProvider';

type Ask =
  | { kind: 'dice'; request: DiceRequest; rolls: RollSummary[]; error: string | null }
  | { kind: 'choice'; message: string; choice: ChoiceRequest; rolls: RollSummary[] };

type Answer = number | string | null;

/** Put `answer` where the choice says (appended or set) in a copy of `input`. */
export function answerChoice<T extends object>(input: T, choice: ChoiceRequest, answer: number | string): T {
  const out = structuredClone(input) as Record<string, unknown>;
  let target = out;
  for (const key of choice.path.slice(0, -1)) target = (target[key] ??= typeof key === 'number' ? [] : {}) as Record<string, unknown>;
  const last = choice.path[choice.path.length - 1]!;
  target[last] = choice.mode === 'set' ? answer : [...((target[last] as unknown[] | undefined) ?? []), answer];
  return out as T;
}

/**
 * Run an operation that may need typed dice (manual dice mode) or a choice from the organizer (a draft pick, an
 * advancement answer): each time the service asks, the dialog asks the organizer, puts the answer into the input
 * and runs it again. The final input (every roll and answer) comes back, so a preview can be committed as seen.
 * Nothing is written until the operation goes through; it cannot be started twice at once.
 */
export function useOperation(describe?: (choice: ChoiceRequest, picked: { question: string; answer: string }[]) => ReactNode) {
  const api = useApi();
  const [asking, setAsking] = useState<(Ask & { answer: (a: Answer) => void; picked: { question: string; answer: string }[]; n: number }) | null>(null);
  const asked = useRef(0);
  const [running, setRunning] = useState(false);
  const busy = useRef(false);

  async function run<C extends ChannelName>(channel: C, start: InputOf<C>): Promise<{ result: Result<ResultOf<C>>; input: InputOf<C> }> {
    if (busy.current) return { result: { ok: false, error: { kind: 'unavailable', message: 'Already working on it.' } }, input: start };
    busy.current = true;
    setRunning(true);
    const picked: { question: string; answer: string }[] = [];
    try {
      let input = structuredClone(start) as InputOf<C> & { dice?: number[] };
      let error: string | null = null;
      for (let guard = 0; guard < 2000; guard++) {
        const r = await api.call(channel, input);
        if (r.ok) return { result: r, input };
        const e = r.error;
        let ask: Ask | null = null;
        if (e.kind === 'dice-needed') ask = { kind: 'dice', request: e.request, rolls: e.rolls, error };
        else if (e.kind === 'choice-needed') ask = { kind: 'choice', message: e.message, choice: e.choice, rolls: e.rolls };
        else if (e.kind === 'validation' && e.issues.some((i) => i.path[0] === 'dice') && (input.dice?.length ?? 0) > 0) {
          // The last typed roll cannot come from those dice: take it back and ask again, saying why.
          input = { ...input, dice: input.dice!.slice(0, -1) };
          error = e.message;
          continue;
        }
        if (!ask) return { result: r, input };
        error = null;
        const n = ++asked.current;
        const answer = await new Promise<Answer>((resolve) => setAsking({ ...ask, answer: resolve, picked: [...picked], n }));
        setAsking(null);
        if (answer === null)
          return {
            result: { ok: false, error: { kind: 'unavailable', message: 'Stopped before every roll and choice was made; nothing was changed.' } },
            input,
          };
        if (ask.kind === 'dice') input = { ...input, dice: [...(input.dice ?? []), Number(answer)] };
        else {
          picked.push({ question: ask.choice.question, answer: ask.choice.options.find((o) => o.value === answer)?.label ?? String(answer) });
          input = answerChoice(input, ask.choice, answer);
        }
      }
      return { result: { ok: false, error: { kind: 'internal', message: 'Too many questions; nothing was changed.' } }, input };
    } finally {
      busy.current = false;
      setRunning(false);
    }
  }

  const dialog = asking ? <AskDialog key={asking.n} ask={asking} describe={describe} /> : null;
  return { run, running, dialog };
}

function RollsSoFar({ rolls }: { rolls: RollSummary[] }) {
  if (rolls.length === 0) return null;
  return (
    <ScrollArea.Autosize mah={140}>
      <Table verticalSpacing={2} fz="xs">
        <Table.Tbody>
          {rolls.map((r) => (
            <Table.Tr key={r.seq}>
              <Table.Td>{r.purpose}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {r.notation}: {r.value}
              </Table.Td>
              <Table.Td c="dimmed">{r.decided ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

function AskDialog({
  ask,
  describe,
}: {
  ask: Ask & { answer: (a: Answer) => void; picked: { question: string; answer: string }[]; n: number };
  describe?: (choice: ChoiceRequest, picked: { question: string; answer: string }[]) => ReactNode;
}) {
  const [value, setValue] = useState<number | string>('');
  const [filter, setFilter] = useState('');
  if (ask.kind === 'dice') {
    const { request } = ask;
    return (
      <Modal opened onClose={() => ask.answer(null)} title={`Roll ${request.notation}`} centered>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (typeof value === 'number') ask.answer(value);
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              For <b>{request.purpose}</b>: roll {request.notation} at the table and type what it shows ({request.range}).
            </Text>
            <NumberInput label={`Result of ${request.notation}`} data-autofocus allowDecimal={false} value={value} onChange={setValue} error={ask.error} />
            <RollsSoFar rolls={ask.rolls} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => ask.answer(null)}>
                Stop
              </Button>
              <Button type="submit" disabled={typeof value !== 'number'}>
                Use this roll
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    );
  }
  const { choice } = ask;
  const options = choice.options.filter((o) => o.label.toLowerCase().includes(filter.toLowerCase()));
  return (
    <Modal opened onClose={() => ask.answer(null)} title="A choice to make" centered size="lg">
      <Stack gap="sm" data-question={ask.n}>
        <Text size="sm" fw={600}>
          {choice.question}
        </Text>
        {choice.rule && (
          <Text size="xs" c="dimmed">
            {choice.rule}
          </Text>
        )}
        {describe?.(choice, ask.picked)}
        {choice.options.length > 8 && (
          <TextInput placeholder="Filter" aria-label="Filter the options" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} data-autofocus />
        )}
        <ScrollArea.Autosize mah={320}>
          <Stack gap={4}>
            {options.map((o, i) => (
              <UnstyledButton
                key={String(o.value)}
                onClick={() => ask.answer(o.value)}
                data-autofocus={i === 0 && choice.options.length <= 8 ? true : undefined}
                style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6, padding: '6px 10px' }}
              >
                <Text size="sm">{o.label}</Text>
              </UnstyledButton>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        {ask.picked.length > 0 && (
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              Answered so far:
            </Text>
            {ask.picked.slice(-6).map((p, i) => (
              <Badge key={i} variant="light" color="gray" size="sm">
                {p.answer}
              </Badge>
            ))}
          </Group>
        )}
        <RollsSoFar rolls={ask.rolls} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => ask.answer(null)}>
            Stop
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
