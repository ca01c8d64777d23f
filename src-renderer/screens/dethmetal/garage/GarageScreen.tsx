import { Anchor, Breadcrumbs, Button, Card, EmptyState, Group, Modal, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCar, IconPencilPlus, IconPrinter, IconUsersGroup } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { campaign, car, type DethmetalSettings } from '../../../../src-shared/engine/dethmetal';
import type { AppError, FranchiseDetail, OperationResult, VehicleView } from '../../../../src-shared/ipc';
import type { SheetRequest } from '../../../../src-shared/ipc/channels/sheets';
import { useApi, useQuery } from '../../../api/ApiProvider';
import { Amount } from '../../../components/Amount';
import { FranchisePicker, rememberedFranchise } from '../../../components/FranchisePicker';
import { SheetsPrintDialog } from '../../../components/print/SheetsPrintDialog';
import { useLeagueSettings } from '../useLeagueSettings';
import { hrefOf, navigate, useRoute } from '../../../shell/routes';
import { CarDesigner } from './CarDesigner';
import { blankDesign, duplicateDesign, type CarDesign } from './designerModel';
import type { FoundStock } from './FoundItemsCard';
import type { StockedWeapons } from './MountsCard';
import { StoresCard } from './StoresCard';
import { VehicleCard } from './VehicleCard';
import { CountOf, HeaderStat } from '../../../components/HeaderStat';
import { usePrintAction } from '../../../shell/printAction';
import { organizerText } from '../../../../src-shared/text/rulesText';

const NOTHING_STOCKED: StockedWeapons = new Map();

/** Found and tinkered weapons held in the stores (not on a car), with the price paid: they may go on a mount. */
function stockedWeapons(f: FranchiseDetail): StockedWeapons {
  const out = new Map<string, number>();
  for (const s of f.stores) if (s.category === 'rare' && (car.WEAPON_NAMES as readonly string[]).includes(s.item)) out.set(s.item, s.price);
  return out;
}

/** Devices and rare tires held in the stores, for the designer's found-items card. */
function foundStock(f: FranchiseDetail): FoundStock {
  const devices: { item: car.FittedItemName; price: number }[] = [];
  const rareTires: { type: car.TireType; tread: car.Tread; price: number }[] = [];
  for (const s of f.stores) {
    if (s.category !== 'rare') continue;
    if ((car.FITTED_ITEMS as readonly string[]).includes(s.item)) devices.push({ item: s.item as car.FittedItemName, price: s.price });
    else if (s.item === 'Rare tires' && typeof s.detail.type === 'string' && typeof s.detail.tread === 'string') {
      rareTires.push({ type: s.detail.type as car.TireType, tread: s.detail.tread as car.Tread, price: s.price });
    }
  }
  return { devices, rareTires };
}

function moneyText(r: OperationResult): string {
  const lines = r.money.flatMap((m) => m.lines.map((l) => `${l.reason}: ${l.amount > 0 ? '+' : ''}${l.amount}k`));
  const after = r.money[0] ? ` ${r.money[0].franchise} has ${r.money[0].cashAfter}k.` : '';
  return [lines.length ? `${lines.join('; ')}.` : '', after.trim()].filter(Boolean).join(' ');
}

function nextCarName(f: FranchiseDetail): string {
  const taken = new Set(f.vehicles.map((v) => v.name.toLowerCase()));
  for (let i = f.vehicles.length + 1; ; i++) if (!taken.has(`car ${i}`)) return `Car ${i}`;
}

/**
 * The Garage, per franchise: the stables as cards, the stores, and the car designer for a new car or a refit.
 * Routes: #/garage/<franchise>, …/new, …/refit/<car>, and #/garage/sketch (a design with no franchise).
 */
export function GarageScreen() {
  const { rest } = useRoute();
  const settings = useLeagueSettings();
  const list = useQuery('franchise.list', {});
  const franchises = list.data ?? [];

  if (rest[0] === 'sketch') {
    return settings ? (
      <Stack gap="md">
        <Breadcrumbs>
          <Anchor href={hrefOf('garage')}>Garage</Anchor>
          <Text>Sketch a car</Text>
        </Breadcrumbs>
        <CarDesigner
          initial={blankDesign('New car')}
          mode="sketch"
          settings={settings}
          sponsors={[]}
          stocked={NOTHING_STOCKED}
          onCancel={() => navigate('garage')}
        />
      </Stack>
    ) : null;
  }

  const fromRoute = Number(rest[0]);
  const franchiseId = franchises.some((f) => f.id === fromRoute) ? fromRoute : rememberedFranchise(franchises);
  if (!list.data) return <Title order={2}>Garage</Title>;
  if (franchiseId === undefined) {
    return (
      <Stack gap="md">
        <Title order={2}>Garage</Title>
        <EmptyState
          icon={<IconUsersGroup size={32} />}
          title="No franchises yet"
          description="The garage holds each franchise’s stables. Add and found a franchise on the League screen first; meanwhile you can sketch a design."
        >
          <EmptyState.Actions>
            <Button onClick={() => navigate('league')}>Go to the League screen</Button>
            <Button variant="default" leftSection={<IconPencilPlus size={16} />} onClick={() => navigate('garage', 'sketch')}>
              Sketch a car
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Stack>
    );
  }
  return (
    <FranchiseGarage
      key={franchiseId}
      franchiseId={franchiseId}
      view={rest.slice(1)}
      settings={settings}
      picker={<FranchisePicker list={franchises} value={franchiseId} onChange={(id) => navigate('garage', id)} />}
    />
  );
}

function FranchiseGarage({
  franchiseId,
  view,
  settings,
  picker,
}: {
  franchiseId: number;
  view: string[];
  settings: DethmetalSettings | undefined;
  picker: React.ReactNode;
}) {
  const details = useQuery('franchise.details', { id: franchiseId });
  const api = useApi();
  const [selling, setSelling] = useState<VehicleView | null>(null);
  const [printing, setPrinting] = useState<{ request: SheetRequest; label: string } | null>(null);
  const f = details.data;
  const stocked = useMemo(() => (f ? stockedWeapons(f) : NOTHING_STOCKED), [f]);
  const found = useMemo(() => (f ? foundStock(f) : undefined), [f]);
  const quoteBuy = useCallback((design: CarDesign) => api.call('garage.quote', { franchiseId, design }), [api, franchiseId]);
  const refitId = Number(view[1]);
  const quoteRefit = useCallback((design: CarDesign) => api.call('garage.quote', { vehicleId: refitId, design }), [api, refitId]);
  const onRefit = useCallback((id: number) => navigate('garage', franchiseId, 'refit', id), [franchiseId]);
  const onDuplicate = useCallback((id: number) => navigate('garage', franchiseId, 'duplicate', id), [franchiseId]);
  const stables = useMemo(() => (f ? f.vehicles.map((v) => ({ name: v.name, design: v.design, bonusDp: v.bonusDp })) : []), [f]);
  const onPrint = useCallback((v: VehicleView) => setPrinting({ request: { kind: 'car', vehicleId: v.id }, label: `Car sheet — ${v.name}` }), []);
  usePrintAction(
    f && (f.vehicles.length > 0 || f.roster.length > 0)
      ? () => setPrinting({ request: { kind: 'franchise', franchiseId: f.id }, label: `Sheets — ${f.name}` })
      : null,
  );

  if (details.error) {
    return (
      <Text c="red" role="alert">
        {details.error.message}
      </Text>
    );
  }
  if (!f || !settings) return <Title order={2}>Garage</Title>;

  const sponsors = f.sponsors.map((s) => s.type);
  const crumbs = (last?: string) => (
    <Breadcrumbs>
      <Anchor href={hrefOf('garage', f.id)}>Garage · {f.name}</Anchor>
      {last && <Text>{last}</Text>}
    </Breadcrumbs>
  );
  const done = (r: { ok: true; value: OperationResult } | { ok: false; error: AppError }, title: string): AppError | null => {
    if (!r.ok) return r.error;
    notifications.show({ title, message: moneyText(r.value), color: 'green', autoClose: 8000 });
    navigate('garage', f.id);
    return null;
  };

  const copied = view[0] === 'duplicate' ? f.vehicles.find((v) => v.id === Number(view[1])) : undefined;
  if ((view[0] === 'new' || copied) && f.foundedSeason !== null) {
    const stockNote = `Weapons and tires already in the stores are fitted from there; anything missing is bought at the list price above. ${f.name} has ${f.cash}k.`;
    return (
      <Stack gap="md">
        {crumbs(copied ? `Copy of ${copied.name}` : 'New car')}
        <CarDesigner
          key={copied?.id ?? 'new'}
          initial={
            copied
              ? duplicateDesign(
                  copied.design,
                  f.vehicles.map((v) => v.name),
                )
              : blankDesign(nextCarName(f))
          }
          stables={stables}
          mode="new"
          settings={settings}
          sponsors={sponsors}
          stocked={stocked}
          found={found}
          moneyNote={stockNote}
          submitLabel={(d, _derived, quoted) =>
            quoted === null ? `Buy the car for ${campaign.vehiclePrice(d.budget === 75, sponsors).price}k + kit` : `Buy the car for ${quoted}k`
          }
          quote={quoteBuy}
          onSubmit={async (design: CarDesign) => done(await api.call('garage.buy', { franchiseId: f.id, design }), `${design.name} bought`)}
          onCancel={() => navigate('garage', f.id)}
        />
      </Stack>
    );
  }
  const refitting = view[0] === 'refit' ? f.vehicles.find((v) => v.id === Number(view[1])) : undefined;
  if (refitting) {
    return (
      <Stack gap="md">
        {crumbs(`Refit ${refitting.name}`)}
        <CarDesigner
          key={refitting.id}
          initial={refitting.design}
          mode="refit"
          settings={settings}
          sponsors={sponsors}
          fixedBonusDp={refitting.bonusDp}
          stables={stables}
          stocked={stocked}
          found={found}
          moneyNote={`Between matches: tires, gearing and the weapons on the mounts. What comes off goes back to the stores; what is missing is bought at list price. ${f.name} has ${f.cash}k.`}
          submitLabel={(_d, _derived, quoted) => (quoted === null ? 'Refit the car' : quoted > 0 ? `Refit for ${quoted}k` : 'Refit (nothing to pay)')}
          quote={quoteRefit}
          onSubmit={async (design: CarDesign) => done(await api.call('garage.refit', { vehicleId: refitting.id, design }), `${design.name} refitted`)}
          onCancel={() => navigate('garage', f.id)}
        />
      </Stack>
    );
  }

  const full = f.vehicles.length >= campaign.STABLE_SIZE.max;
  const sellPrice = selling ? (campaign.pricePurchase({ kind: 'sellVehicle', name: selling.name, paid: selling.purchasePrice }, []).lines[0]?.amount ?? 0) : 0;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="md" wrap="nowrap">
          <Title order={2}>Garage</Title>
          {picker}
        </Group>
        {f.foundedSeason !== null && (
          <Group gap="lg" wrap="nowrap">
            <HeaderStat label="In the bank">
              <Amount value={f.cash} unit="k" fw={700} size="lg" data-testid="garage-cash" />
            </HeaderStat>
            <HeaderStat label="Stables">
              <CountOf count={f.vehicles.length} max={campaign.STABLE_SIZE.max} />
            </HeaderStat>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              disabled={f.vehicles.length === 0 && f.roster.length === 0}
              onClick={() => setPrinting({ request: { kind: 'franchise', franchiseId: f.id }, label: `Sheets — ${f.name}` })}
            >
              Print sheets
            </Button>
            <Tooltip label={`The stables cannot hold more than ${campaign.STABLE_SIZE.max} cars: sell one first.`} disabled={!full}>
              <Button leftSection={<IconPencilPlus size={16} />} disabled={full} onClick={() => navigate('garage', f.id, 'new')}>
                Design a car
              </Button>
            </Tooltip>
          </Group>
        )}
      </Group>

      {f.foundedSeason === null ? (
        <EmptyState
          icon={<IconCar size={32} />}
          title={`${f.name} has not been founded yet`}
          description="Founding spends the 1000k seed money on the roster, the mechanic staff, three to five cars and the starting sponsors. Found it on the League screen; its stables then appear here."
        >
          <EmptyState.Actions>
            <Button onClick={() => navigate('league', 'found', f.id)}>Found {f.name}</Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <>
          {f.problems
            .filter((p) => p.path[0] === 'vehicles')
            .map((p) => (
              <Text key={p.code} c="orange" size="sm" role="alert">
                {organizerText(p.message)}
              </Text>
            ))}
          {f.vehicles.length === 0 ? (
            <Card withBorder padding="xl">
              <Text c="dimmed">No cars in the stables. Design one with the button above.</Text>
            </Card>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md" aria-label="Stables">
              {f.vehicles.map((v) => (
                <VehicleCard key={v.id} vehicle={v} onRefit={onRefit} onSell={setSelling} onPrint={onPrint} onDuplicate={full ? undefined : onDuplicate} />
              ))}
            </SimpleGrid>
          )}
          <StoresCard franchise={f} />
        </>
      )}

      <SheetsPrintDialog request={printing?.request ?? null} label={printing?.label ?? ''} onClose={() => setPrinting(null)} />
      <Modal opened={selling !== null} onClose={() => setSelling(null)} title={selling ? `Sell ${selling.name}?` : ''} centered>
        {selling && (
          <Stack gap="sm">
            <Text size="sm">
              A car sells for half of what was paid for it: {selling.purchasePrice}k paid, so <b>{sellPrice}k</b> goes into the bank. Whatever is fitted to it
              goes back into the stores. Ctrl+Z undoes the sale.
            </Text>
            {f.vehicles.length <= campaign.STABLE_SIZE.min && (
              <Text size="sm" c="orange">
                The stables will hold {f.vehicles.length - 1} cars: fewer than the {campaign.STABLE_SIZE.min} every franchise needs at the start of a season.
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setSelling(null)}>
                Keep it
              </Button>
              <Button
                color="red"
                onClick={async () => {
                  const r = await api.call('garage.sell', { vehicleId: selling.id });
                  setSelling(null);
                  if (r.ok) notifications.show({ title: `${selling.name} sold`, message: moneyText(r.value), color: 'green' });
                  else notifications.show({ title: 'Not sold', message: r.error.message, color: 'red' });
                }}
              >
                Sell for {sellPrice}k
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
