import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { campaign } from '../../../../src-shared/engine/dethmetal';
import type { FranchiseDetail } from '../../../../src-shared/ipc';
import { useApi, useQuery } from '../../../api/ApiProvider';
import { Cite } from '../../../components/Cite';
import { FieldProblems } from '../../../components/FieldProblems';
import { NumberField } from '../../../components/NumberField';

/**
 * Part VI › Shopping: competitors traded between two franchises at an agreed price; each side pays legal fees of
 * 10k per competitor traded. Both sides' money is shown before anything is committed.
 */
export function TradeModal({ franchise, initial, opened, onClose }: { franchise: FranchiseDetail; initial: number[]; opened: boolean; onClose: () => void }) {
  const api = useApi();
  const list = useQuery('franchise.list', {});
  const [other, setOther] = useState<number | null>(null);
  const [going, setGoing] = useState<number[]>(initial);
  const [coming, setComing] = useState<number[]>([]);
  const [agreed, setAgreed] = useState(0);
  const [priceProblem, setPriceProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const partner = useQuery('franchise.details', { id: other ?? franchise.id });
  const them = other !== null && partner.data?.id === other ? partner.data : null;

  const n = going.length + coming.length;
  // The engine prices each side: the agreed price (positive = that side pays) and its legal fees.
  const net = (pays: number) =>
    campaign.pricePurchase({ kind: 'trade', description: 'trade', competitors: n, price: pays }, []).lines.reduce((s, l) => s + l.amount, 0);
  const fees = campaign.LEGAL_FEE_PER_COMPETITOR * n;
  const ours = net(-agreed);
  const theirs = net(agreed);
  const signedK = (k: number) => `${k > 0 ? '+' : k < 0 ? '−' : ''}${Math.abs(k)}k`;
  const toggle = (ids: number[], set: (v: number[]) => void, id: number) => set(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

  const submit = async () => {
    if (other === null) return;
    setBusy(true);
    try {
      const r = await api.call('roster.trade', {
        fromFranchiseId: franchise.id,
        toFranchiseId: other,
        competitorIds: going,
        returnCompetitorIds: coming,
        price: agreed,
      });
      if (r.ok) {
        notifications.show({ title: 'Trade done', message: r.value.summary, color: 'green' });
        onClose();
      } else setErrors('issues' in r.error && r.error.issues.length ? r.error.issues.map((i) => i.message) : [r.error.message]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Trade from ${franchise.name}`} size="xl" centered>
      <Stack gap="sm">
        <Select
          label="With"
          placeholder="Pick the other franchise"
          value={other === null ? null : String(other)}
          data={(list.data ?? []).filter((f) => f.id !== franchise.id).map((f) => ({ value: String(f.id), label: f.name }))}
          onChange={(v) => {
            setOther(v === null ? null : Number(v));
            setComing([]);
          }}
        />
        <SimpleGrid cols={2}>
          <Stack gap={4}>
            <Text fw={600} size="sm">
              Going to {them?.name ?? 'them'}
            </Text>
            {franchise.roster.map((c) => (
              <Checkbox
                key={c.id}
                label={`${c.name} (level ${c.driver.level})`}
                checked={going.includes(c.id)}
                onChange={() => toggle(going, setGoing, c.id)}
              />
            ))}
          </Stack>
          <Stack gap={4}>
            <Text fw={600} size="sm">
              Coming back from {them?.name ?? 'them'}
            </Text>
            {them ? (
              them.roster.map((c) => (
                <Checkbox
                  key={c.id}
                  label={`${c.name} (level ${c.driver.level})`}
                  checked={coming.includes(c.id)}
                  onChange={() => toggle(coming, setComing, c.id)}
                />
              ))
            ) : (
              <Text size="sm" c="dimmed">
                Pick the other franchise first.
              </Text>
            )}
          </Stack>
        </SimpleGrid>
        <NumberField
          label={`Agreed price paid by ${them?.name ?? 'them'} to ${franchise.name} (k; negative when ${franchise.name} pays)`}
          path="price"
          name="Agreed price"
          min={-1_000_000}
          max={1_000_000}
          value={agreed}
          onValue={(v) => v !== null && setAgreed(v)}
          onProblem={setPriceProblem}
          w={420}
        />
        <Text size="sm">
          {n} competitor{n === 1 ? '' : 's'} traded: each side pays {fees}k in legal fees. {franchise.name}: {signedK(ours)}; {them?.name ?? 'the other side'}:{' '}
          {signedK(theirs)}.
        </Text>
        <FieldProblems messages={errors} />
        <Group justify="space-between">
          <Cite>Part VI › Shopping (legal fees 10k per competitor traded, each side)</Cite>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void submit()} loading={busy} disabled={other === null || going.length === 0 || priceProblem !== null}>
              Trade
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
