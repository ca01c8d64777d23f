import { Alert, Anchor, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { campaign } from '../../../../src-shared/engine/dethmetal';
import { useApi, useQuery } from '../../../api/ApiProvider';
import { Amount } from '../../../components/Amount';
import { FranchisePicker, rememberedFranchise } from '../../../components/FranchisePicker';
import { hrefOf } from '../../../shell/routes';
import { StoresCard } from '../garage/StoresCard';

function Mechanics({ franchiseId, rating, sponsors }: { franchiseId: number; rating: number; sponsors: campaign.SponsorType[] }) {
  const api = useApi();
  const [next, setNext] = useState(String(rating));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const r = Number(next) as campaign.MechanicRating;
  const priced = campaign.pricePurchase({ kind: 'mechanic', rating: r, term: 'season' }, sponsors);
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb={4}>
        Mechanic staff
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Rated 1 (beer buddies, free) to 4 (only through a Tire company, Mechanic shop or Car dealership sponsor). Repair checks are 1d6 ≤ the rating.
      </Text>
      <Group justify="space-between" align="flex-end">
        <SegmentedControl
          aria-label="Mechanic rating"
          value={next}
          onChange={setNext}
          data={campaign.MECHANIC_RATINGS.map((x) => ({ value: String(x), label: `Rating ${x}` }))}
        />
        <Group gap="xs">
          <Amount value={campaign.MECHANIC_STAFF[r].seasonHire} unit="k" size="sm" c="dimmed" />
          <Button
            size="sm"
            loading={busy}
            disabled={Number(next) === rating}
            onClick={async () => {
              setBusy(true);
              setError(null);
              const res = await api.call('mechanic.hire', { franchiseId, rating: r });
              setBusy(false);
              if (res.ok) notifications.show({ color: 'green', message: res.value.summary });
              else setError(res.error.message);
            }}
          >
            Hire for the season
          </Button>
        </Group>
      </Group>
      {(error || priced.problems.length > 0) && (
        <Text size="sm" c="red" mt="xs" role="alert">
          {error ?? priced.problems[0]!.message}
        </Text>
      )}
    </Card>
  );
}

/** Between matches: buy from the stores, hire mechanics; finds from the match are offered with its result. */
export function ShoppingTab() {
  const list = useQuery('franchise.list', {});
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const id = picked ?? rememberedFranchise(list.data ?? []);
  const details = useQuery('franchise.details', { id: id ?? 1 });
  const f = id === undefined ? undefined : details.data;
  if ((list.data ?? []).length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No franchise yet: found one on the League screen, then shop for it here between matches.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <FranchisePicker list={list.data ?? []} value={id} onChange={setPicked} />
        {f && (
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              Cash
            </Text>
            <Amount value={f.cash} unit="k" size="lg" fw={700} c={f.cash < 0 ? 'red' : undefined} />
          </Group>
        )}
      </Group>
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        World Trade spins and tinkering results are offered in each match's post-match preview (Match › Result): what is not bought there is lost. Cars are
        bought, sold and refitted in the{' '}
        <Anchor href={hrefOf('garage')} size="sm">
          Garage
        </Anchor>
        ; competitors hired and traded in the{' '}
        <Anchor href={hrefOf('roster')} size="sm">
          Roster
        </Anchor>
        .
      </Alert>
      {f && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <StoresCard franchise={f} />
          <Mechanics franchiseId={f.id} rating={f.mechanicRating} sponsors={f.sponsors.map((s) => s.type)} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
