import { Badge, Button, Group, Loader, Modal, ScrollArea, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ChannelName, ChoiceRequest, DiceRequest, InputOf, Result, ResultOf, RollSummary } from '../../../src-shared/ipc';
import { useApi } from '../../api/ApiProvider';
import { CountField } from './CountField';
import { diceNotation, organizerText } from '../../../src-shared/text/rulesText';

type Ask =
  | { kind: 'dice'; request: DiceRequest; rolls: RollSummary[]; error: string | null }
  | { kind: 'choice'; message: string; choice: ChoiceRequest; rolls: RollSummary[] };

type Answer = number | string | null;
type Asking = Ask & { answer: (a: Answer) => void; picked: { question: string; answer: string }[]; n: number; waiting: boolean };

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
  const [asking, setAsking] = useState<Asking | null>(null);
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
        const answer = await new Promise<Answer>((resolve) => setAsking({ ...ask, answer: resolve, picked: [...picked], n, waiting: false }));
        // The dialog stays open while the service works the answer in: the next question replaces this one in place
        // (closing and reopening the modal for each of 17 draft picks cost its transitions and a remount every time).
        if (answer !== null) setAsking((a) => (a && a.n === n ? { ...a, waiting: true } : a));
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
      setAsking(null);
    }
  }

  const dialog = asking ? <AskDialog ask={asking} describe={describe} /> : null;
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
              <Table.Td>{organizerText(r.purpose)}</Table.Td>
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

function AskDialog({ ask, describe }: { ask: Asking; describe?: (choice: ChoiceRequest, picked: { question: string; answer: string }[]) => ReactNode }) {
  const [value, setValue] = useState<number | null>(null);
  const [filter, setFilter] = useState('');
  const [question, setQuestion] = useState(ask.n);
  // A new question in the same dialog: start it blank.
  if (question !== ask.n) {
    setQuestion(ask.n);
    setValue(null);
    setFilter('');
  }
  const body = useRef<HTMLDivElement>(null);
  // The modal opens once per operation, so its own autofocus acts only for the first question: focus each next one's.
  useEffect(() => {
    if (!ask.waiting) body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [ask.waiting]);
  const stop = () => ask.answer(null);
  const title = ask.kind === 'dice' ? `Roll ${ask.request.notation}` : 'A choice to make';
  return (
    <Modal opened onClose={stop} title={title} centered size={ask.kind === 'dice' ? 'md' : 'lg'}>
      <div ref={body}>
        {ask.kind === 'dice' ? (
          <DiceQuestion ask={ask} value={value} setValue={setValue} stop={stop} />
        ) : (
          <ChoiceQuestion ask={ask} filter={filter} setFilter={setFilter} describe={describe} stop={stop} />
        )}
      </div>
    </Modal>
  );
}

function DiceQuestion({
  ask,
  value,
  setValue,
  stop,
}: {
  ask: Asking & { kind: 'dice' };
  value: number | null;
  setValue: (v: number | null) => void;
  stop: () => void;
}) {
  const { request } = ask;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (value !== null && !ask.waiting) ask.answer(value);
      }}
    >
      <Stack gap="sm" data-question={ask.n}>
        <Text size="sm">
          For <b>{organizerText(request.purpose)}</b>: roll {diceNotation(request.notation)} at the table and type what it shows ({request.range}).
        </Text>
        <CountField
          key={ask.n}
          label={`Result of ${request.notation}`}
          name={`Result of ${request.notation}`}
          data-autofocus
          allowEmpty
          value={value}
          onValue={setValue}
          invalid={ask.error !== null}
        />
        {ask.error && (
          <Text size="xs" c="red" role="alert">
            {ask.error}
          </Text>
        )}
        <RollsSoFar rolls={ask.rolls} />
        <Group justify="flex-end">
          <Button variant="default" onClick={stop}>
            Stop
          </Button>
          <Button type="submit" disabled={value === null} loading={ask.waiting}>
            Use this roll
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ChoiceQuestion({
  ask,
  filter,
  setFilter,
  describe,
  stop,
}: {
  ask: Asking & { kind: 'choice' };
  filter: string;
  setFilter: (f: string) => void;
  describe?: (choice: ChoiceRequest, picked: { question: string; answer: string }[]) => ReactNode;
  stop: () => void;
}) {
  const { choice } = ask;
  const options = choice.options.filter((o) => o.label.toLowerCase().includes(filter.toLowerCase()));
  return (
    <Stack gap="sm" data-question={ask.n} aria-busy={ask.waiting}>
      <Text size="sm" fw={600}>
        {choice.question}
      </Text>
      {choice.rule && (
        <Text size="xs" c="dimmed">
          {organizerText(choice.rule)}
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
              disabled={ask.waiting}
              data-autofocus={i === 0 && choice.options.length <= 8 ? true : undefined}
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6, padding: '6px 10px', opacity: ask.waiting ? 0.6 : 1 }}
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
        {ask.waiting && <Loader size="xs" aria-label="Working the answer in" />}
        <Button variant="default" onClick={stop}>
          Stop
        </Button>
      </Group>
    </Stack>
  );
}
