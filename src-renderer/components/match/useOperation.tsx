import { Badge, Button, Group, Loader, Modal, ScrollArea, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ChannelName, ChoiceRequest, DiceRequest, InputOf, Result, ResultOf, RollSummary } from '../../../src-shared/ipc';
import { useApi } from '../../api/ApiProvider';
import { diceNotation, organizerText } from '../../../src-shared/text/rulesText';
import { diceRefusal, fitsRoll, parseTypedDice } from './typedDice';

/** What `run` answers when the organizer stops the dialog: nothing was written, and there is nothing to tell him. */
export const STOPPED = 'Stopped before every roll and choice was made; nothing was changed.';

type Ask =
  /** `prefill`: dice typed before that go back in the field (the refused die and those after it). */
  | { kind: 'dice'; request: DiceRequest; rolls: RollSummary[]; error: string | null; prefill: string }
  | { kind: 'choice'; message: string; choice: ChoiceRequest; rolls: RollSummary[] };

/** Typed dice (all of them at once), a choice's value, or null to stop. */
type Answer = number[] | number | string | null;
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
      let prefill = '';
      // The last roll asked for, and how many dice were in before its answer: a refusal of extra dice asks it again.
      let lastRoll: { request: DiceRequest; rolls: RollSummary[]; before: number } | null = null;
      for (let guard = 0; guard < 2000; guard++) {
        const r = await api.call(channel, input);
        if (r.ok) return { result: r, input };
        const e = r.error;
        const typed = input.dice ?? [];
        let ask: Ask | null = null;
        if (e.kind === 'dice-needed') {
          ask = { kind: 'dice', request: e.request, rolls: e.rolls, error, prefill };
          lastRoll = { request: e.request, rolls: e.rolls, before: typed.length };
        } else if (e.kind === 'choice-needed') ask = { kind: 'choice', message: e.message, choice: e.choice, rolls: e.rolls };
        else if (e.kind === 'validation' && typed.length > 0) {
          const refusal = diceRefusal(e.issues, typed.length);
          if (refusal?.kind === 'invalid') {
            // Keep the dice before the refused one; it and those typed after it go back in the field to correct.
            input = { ...input, dice: typed.slice(0, refusal.index) };
            prefill = typed.slice(refusal.index).join(' ');
            error = refusal.message;
            continue;
          }
          if (refusal?.kind === 'extra' && lastRoll) {
            const extra = typed.length - refusal.used;
            input = { ...input, dice: typed.slice(0, lastRoll.before) };
            ask = {
              kind: 'dice',
              request: lastRoll.request,
              rolls: lastRoll.rolls,
              prefill: typed.slice(lastRoll.before).join(' '),
              error: `${extra} ${extra === 1 ? 'die was' : 'dice were'} typed beyond what this needs (${refusal.used - lastRoll.before} from here): remove the extra ${extra === 1 ? 'one' : 'ones'}. Nothing was rolled.`,
            };
          }
        }
        if (!ask) return { result: r, input };
        error = null;
        prefill = '';
        const n = ++asked.current;
        const answer = await new Promise<Answer>((resolve) => setAsking({ ...ask, answer: resolve, picked: [...picked], n, waiting: false }));
        // The dialog stays open while the service works the answer in: the next question replaces this one in place
        // (closing and reopening the modal for each of 17 draft picks cost its transitions and a remount every time).
        if (answer !== null) setAsking((a) => (a && a.n === n ? { ...a, waiting: true } : a));
        if (answer === null)
          return {
            result: { ok: false, error: { kind: 'unavailable', message: STOPPED } },
            input,
          };
        if (ask.kind === 'dice') input = { ...input, dice: [...(input.dice ?? []), ...(Array.isArray(answer) ? answer : [Number(answer)])] };
        else {
          picked.push({ question: ask.choice.question, answer: ask.choice.options.find((o) => o.value === answer)?.label ?? String(answer) });
          input = answerChoice(input, ask.choice, answer as number | string);
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
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        Already rolled
      </Text>
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
  const [text, setText] = useState(ask.kind === 'dice' ? ask.prefill : '');
  const [filter, setFilter] = useState('');
  const [question, setQuestion] = useState(ask.n);
  // A new question in the same dialog: start it with the dice handed back to correct, or blank.
  if (question !== ask.n) {
    setQuestion(ask.n);
    setText(ask.kind === 'dice' ? ask.prefill : '');
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
          <DiceQuestion ask={ask} text={text} setText={setText} stop={stop} />
        ) : (
          <ChoiceQuestion ask={ask} filter={filter} setFilter={setFilter} describe={describe} stop={stop} />
        )}
      </div>
    </Modal>
  );
}

/**
 * The dice of a roll, all in one field ("6 3 5 1 …"): the first answers the roll asked for, the rest the rolls the
 * operation asks for after it, in order. Each die is checked against its own roll by the service; a refused one comes
 * back in the field, with the dice after it, saying why.
 */
function DiceQuestion({ ask, text, setText, stop }: { ask: Asking & { kind: 'dice' }; text: string; setText: (t: string) => void; stop: () => void }) {
  const { request } = ask;
  const parsed = text.trim() === '' ? null : parseTypedDice(text);
  const dice = parsed?.ok ? parsed.dice : [];
  const firstOff = dice.length > 0 && !fitsRoll(request.notation, dice[0]!);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        // A die the page sees is off still goes to the service: it judges every die, and says so in its own words.
        if (parsed?.ok && !ask.waiting) ask.answer(parsed.dice);
      }}
    >
      <Stack gap="sm" data-question={ask.n}>
        <Text size="sm">
          For <b>{organizerText(request.purpose)}</b>: roll {diceNotation(request.notation)} at the table and type what it shows ({request.range}).
        </Text>
        <TextInput
          key={ask.n}
          label={`Result of ${request.notation}`}
          description="More dice to come? Type them all, in the order rolled, separated by spaces: 6 3 5 1"
          data-autofocus
          autoComplete="off"
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={ask.error !== null || (parsed !== null && !parsed.ok) || firstOff}
          styles={{ input: { fontVariantNumeric: 'tabular-nums', letterSpacing: 1 } }}
        />
        {parsed && !parsed.ok && (
          <Text size="xs" c="red" role="alert">
            {parsed.problem}
          </Text>
        )}
        {firstOff && !ask.error && (
          <Text size="xs" c="red">
            Die {request.index + 1} ({dice[0]}) cannot come from {request.notation}: expected {request.range}.
          </Text>
        )}
        {ask.error && (
          <Text size="xs" c="red" role="alert">
            {ask.error}
          </Text>
        )}
        <RollsSoFar rolls={ask.rolls} />
        {dice.length > 0 && (
          <Table verticalSpacing={2} fz="xs" aria-label="Typed dice">
            <Table.Tbody>
              {dice.map((d, i) => (
                <Table.Tr key={i}>
                  <Table.Td w={56} c="dimmed">
                    Die {request.index + 1 + i}
                  </Table.Td>
                  <Table.Td w={32} ta="right" fw={700} c={i === 0 && firstOff ? 'red' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {d}
                  </Table.Td>
                  <Table.Td c={i === 0 ? undefined : 'dimmed'}>
                    {i === 0 ? `${request.purpose} · ${request.notation} (${request.range})` : 'the next roll it asks for (checked against that roll)'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={stop}>
            Stop
          </Button>
          <Button type="submit" disabled={!parsed?.ok} loading={ask.waiting}>
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
