import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { campaign } from '../../../../src-shared/engine/dethmetal';
import { MONEY_MOVE_NOTE_MAX } from '../../../../src-shared/ipc/channels/dethmetal/campaign';
import type { Franchise } from '../../../../src-shared/ipc';
import { useApi, useQuery } from '../../../api/ApiProvider';
import { Amount } from '../../../components/Amount';
import { Cite } from '../../../components/Cite';
import { FieldProblems } from '../../../components/FieldProblems';
import { NumberField } from '../../../components/NumberField';

type Way = 'in' | 'out';

/** What each kind is, in one line under the choice (gaps.md #93 names the first four). */
const HINT: Record<campaign.MoneyMoveKind, string> = {
  'mechanic-for-a-match': `Hired through a Tire company, Mechanic shop or Car dealership sponsor: ${campaign.MECHANIC_FOR_A_MATCH_COST}k for a single match.`,
  deal: 'Anything sold to or bought from another player at an agreed price; record each side on its own franchise.',
  'stores-sale': 'Items from the stores sold for money; only the money is recorded, the stores list is not changed.',
  'personal-item': 'A competitor’s or owner’s own purchase paid from the bank.',
  other: 'Anything else the table agreed on; the note says what.',
};

/**
 * Money the rules mention but give no procedure for (gaps.md #93), recorded as a money move: the kind, money in or
 * out, the franchise and a note. The engine judges it in the page with the words the service would refuse it in.
 */
export function MoneyMoveModal({
  list,
  initial,
  opened,
  onClose,
}: {
  list: readonly Franchise[];
  initial: number | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const api = useApi();
  const [team, setTeam] = useState<number | undefined>(initial);
  const [kind, setKind] = useState<campaign.MoneyMoveKind>('deal');
  const [way, setWay] = useState<Way>('out');
  const [amount, setAmount] = useState<number | null>(null);
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const id = team ?? initial;
  const details = useQuery('franchise.details', { id: id ?? 1 });
  const f = id !== undefined && details.data?.id === id ? details.data : undefined;

  const signed = amount === null ? 0 : way === 'in' ? amount : -amount;
  const problems =
    f && amount !== null && amount > 0
      ? campaign.moneyMoveProblems(
          kind,
          signed,
          f,
          f.sponsors.map((s) => s.type),
        )
      : [];
  const notFounded = f && f.foundedSeason === null ? `${f.name} has not been founded yet (no seed money, roster or stables).` : null;
  const missing = amount === null || amount <= 0 ? 'Give an amount of 1k or more.' : note.trim() === '' ? 'Say what the money was for in the note.' : null;

  const pickKind = (k: campaign.MoneyMoveKind) => {
    setKind(k);
    setErrors([]);
    // The single-match hire has a printed price and is always money out.
    if (k === 'mechanic-for-a-match') {
      setWay('out');
      setAmount(campaign.MECHANIC_FOR_A_MATCH_COST);
    }
  };

  const submit = async () => {
    if (id === undefined || amount === null) return;
    setBusy(true);
    try {
      const r = await api.call('money.move', { franchiseId: id, kind, amount: signed, note });
      if (r.ok) {
        notifications.show({ title: 'Money move recorded', message: r.value.summary, color: 'green' });
        // The next money move starts from a blank form.
        setKind('deal');
        setWay('out');
        setAmount(null);
        setNote('');
        setErrors([]);
        onClose();
      } else setErrors('issues' in r.error && r.error.issues.length ? r.error.issues.map((i) => i.message) : [r.error.message]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Record a money move" size="lg" centered>
      <Stack gap="sm">
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} p="xs">
          <Text size="sm">{campaign.MONEY_MOVE_NOTICE.replace(' (gaps.md #93)', '')}</Text>
        </Alert>
        <Group grow align="flex-start">
          <Select
            label="Franchise"
            allowDeselect={false}
            value={id === undefined ? null : String(id)}
            data={list.map((x) => ({ value: String(x.id), label: x.name }))}
            onChange={(v) => {
              setTeam(v === null ? undefined : Number(v));
              setErrors([]);
            }}
          />
          <Select
            label="Kind"
            allowDeselect={false}
            value={kind}
            data={campaign.MONEY_MOVE_KINDS.map((k) => ({ value: k, label: campaign.MONEY_MOVE_LABELS[k] }))}
            onChange={(v) => v && pickKind(v as campaign.MoneyMoveKind)}
          />
        </Group>
        <Text size="xs" c="dimmed" mt={-6}>
          {HINT[kind]}
        </Text>
        <Group align="flex-end" gap="sm">
          <SegmentedControl
            aria-label="Money in or out"
            value={way}
            onChange={(v) => {
              setWay(v as Way);
              setErrors([]);
            }}
            data={[
              { value: 'in', label: 'Money in' },
              { value: 'out', label: 'Money out' },
            ]}
          />
          <NumberField
            label="Amount (k)"
            path="amount"
            name="Amount"
            min={1}
            max={100_000}
            value={amount}
            allowEmpty
            onValue={(v) => {
              setAmount(v);
              setErrors([]);
            }}
            onProblem={setAmountProblem}
            w={140}
          />
          {f && (
            <Group gap={6} mb={6}>
              <Text size="sm" c="dimmed">
                Bank
              </Text>
              <Amount value={f.cash} unit="k" size="sm" fw={600} />
              <Text size="sm" c="dimmed">
                → after
              </Text>
              <Amount value={f.cash + signed} unit="k" size="sm" fw={700} c={f.cash + signed < 0 ? 'red' : undefined} />
            </Group>
          )}
        </Group>
        <TextInput
          label="Note"
          description="What it was, for whoever reads the ledger later"
          placeholder="Sold two rockets to the Blue Bombers"
          maxLength={MONEY_MOVE_NOTE_MAX}
          value={note}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            setErrors([]);
          }}
        />
        <FieldProblems messages={errors.length ? errors : [...(notFounded ? [notFounded] : []), ...problems.map((p) => p.message)]} />
        <Group justify="space-between" wrap="nowrap">
          <Cite>{`${kind === 'mechanic-for-a-match' ? 'Part VI › Sponsor effect table' : 'Part VI › Post-match › Shopping'} (gaps.md #93)`}</Cite>
          <Group gap="xs" wrap="nowrap">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={() => void submit()}
              loading={busy}
              disabled={!f || notFounded !== null || missing !== null || amountProblem !== null || problems.length > 0}
              title={missing ?? undefined}
            >
              Record {signed > 0 ? `+${signed}k` : signed < 0 ? `−${-signed}k` : ''}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
