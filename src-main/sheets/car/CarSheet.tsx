/** The printed car sheet: one car, everything a player ticks and looks up during a heat. */
import { Boxes, Facts, GREY, INK, Reference, RULE, Section, SheetPage, Stat, Table, TitleBand, FILL, type Column, type DocumentMeta } from '../pdf/kit';
import { G, Line, Path, Rect, Svg, SvgText, Text, View } from '../pdf/primitives';
import { FONT_FAMILY } from '../pdf/runtime';
import { DAMAGE_REFERENCE, GUNNERY_REFERENCE, LOSS_OF_CONTROL_REFERENCE, TIRE_DAMAGE_REFERENCE } from '../reference';
import type { CarSheetModel, WeaponLine } from './model';

/** A top-down car, nose up: the four armor quadrants sit around it. */
function CarShape() {
  return (
    <Svg width={46} height={84} viewBox="0 0 46 84">
      <Rect x={2} y={12} width={7} height={15} fill={INK} />
      <Rect x={37} y={12} width={7} height={15} fill={INK} />
      <Rect x={2} y={58} width={7} height={15} fill={INK} />
      <Rect x={37} y={58} width={7} height={15} fill={INK} />
      <Path d="M 14 2 L 32 2 Q 40 2 40 12 L 40 74 Q 40 82 32 82 L 14 82 Q 6 82 6 74 L 6 12 Q 6 2 14 2 Z" fill="#ffffff" stroke={INK} strokeWidth={1.2} />
      <Path d="M 11 22 L 35 22 L 32 32 L 14 32 Z" fill={FILL} stroke={INK} strokeWidth={0.7} />
      <Path d="M 13 62 L 33 62 L 35 70 L 11 70 Z" fill={FILL} stroke={INK} strokeWidth={0.7} />
    </Svg>
  );
}

function ArmorArc({ label, points, width, align }: { label: string; points: number; width: number; align: 'center' | 'flex-start' | 'flex-end' }) {
  return (
    <View style={{ width, alignItems: align, marginVertical: 2 }}>
      <Text style={{ fontSize: 6.2, fontWeight: 700 }}>{`${label} ${points}`}</Text>
      <View style={{ width, alignItems: align }}>
        <Boxes count={points} width={width} size={7} gap={1.5} />
      </View>
    </View>
  );
}

function ArmorOutline({ armor }: { armor: CarSheetModel['armor'] }) {
  return (
    <View style={{ alignItems: 'center' }}>
      <ArmorArc label="FRONT" points={armor.front} width={120} align="center" />
      <View style={{ flexDirection: 'row', alignItems: 'center' }}>
        <ArmorArc label="LEFT" points={armor.left} width={58} align="flex-end" />
        <View style={{ marginHorizontal: 5 }}>
          <CarShape />
        </View>
        <ArmorArc label="RIGHT" points={armor.right} width={58} align="flex-start" />
      </View>
      <ArmorArc label="BACK" points={armor.back} width={120} align="center" />
      <Text style={{ fontSize: 5.8, color: GREY, marginTop: 1 }}>{`Armor ${armor.total} · tick a box for each point lost (body damage −1 off the side hit)`}</Text>
    </View>
  );
}

/**
 * Speeds across, one column each: the band modifier, the acceleration roll-under target, turn mode, MP die. Drawn as
 * one SVG grid (a fixed table of short numbers; far cheaper for react-pdf than a text node per cell).
 */
function SpeedChart({ model }: { model: CarSheetModel }) {
  const rows: [string, (r: CarSheetModel['speedChart'][number]) => string | number, boolean][] = [
    ['Speed', (r) => r.speed, true],
    ['Band mod.', (r) => r.band, false],
    ['ACC (≤)', (r) => r.acceleration, true],
    ['Turn mode', (r) => r.turnMode, false],
    ['MP die', (r) => r.movementDice, false],
  ];
  const width = 535;
  const label = 52;
  const rowHeight = 9;
  const cell = (width - label) / model.speedChart.length;
  const top = model.topSpeed;
  return (
    <Svg width={width} height={rows.length * rowHeight + 1}>
      <Rect x={0} y={0} width={width} height={rowHeight} fill={FILL} />
      <Line x1={0} y1={0.4} x2={width} y2={0.4} stroke={INK} strokeWidth={0.75} />
      {rows.map(([name, value, bold], r) => (
        <G key={name}>
          <Line x1={0} y1={(r + 1) * rowHeight} x2={width} y2={(r + 1) * rowHeight} stroke={RULE} strokeWidth={0.4} />
          <SvgText x={2} y={r * rowHeight + 6.6} style={{ fontSize: 6.6, fontWeight: 700, fontFamily: FONT_FAMILY }}>
            {name}
          </SvgText>
          {model.speedChart.map((s, i) => (
            <SvgText
              key={i}
              x={label + (i + 0.5) * cell}
              y={r * rowHeight + 6.6}
              textAnchor="middle"
              fill={top !== null && s.speed > top && r > 0 ? GREY : INK}
              style={{ fontSize: 6.6, fontWeight: bold ? 700 : 400, fontFamily: FONT_FAMILY }}
            >
              {`${value(s)}`}
            </SvgText>
          ))}
        </G>
      ))}
      {model.speedChart.map((s, i) => (
        <Line
          key={i}
          x1={label + i * cell}
          y1={0}
          x2={label + i * cell}
          y2={rows.length * rowHeight}
          stroke={s.speed === top ? INK : RULE}
          strokeWidth={s.speed === top ? 1 : 0.3}
        />
      ))}
    </Svg>
  );
}

/** Column widths in points, for the narrower paper (A4: 535 pt between the margins). */
const SIDE = 196;
const MAIN = 535 - SIDE - 10;
const AMMO_WIDTH = 0.21 * 535 - 4;

const weaponColumns: Column<WeaponLine>[] = [
  { label: '#', width: '3%', align: 'center', cell: (w) => `${w.mount}` },
  {
    label: 'Mount',
    width: '19%',
    cell: (w) => (
      <View>
        <Text>
          <Text style={{ fontWeight: 700 }}>{`${w.mountType}${w.mountType === 'Heavy' ? ' Δ' : ''}`}</Text>
          {` · ${w.arc}`}
        </Text>
        {w.arc.startsWith('Swivel') ? <Text style={{ color: GREY, fontSize: 6 }}>{`fires: ${w.firesInto}`}</Text> : null}
      </View>
    ),
  },
  {
    label: 'Weapon',
    width: '24%',
    cell: (w) =>
      w.weapon === null ? (
        <Text style={{ color: GREY }}>empty</Text>
      ) : (
        <View>
          <Text>
            <Text style={{ fontWeight: 700 }}>{`${w.weapon}${w.heavy && w.mountType !== 'Heavy' ? ' Δ' : ''}`}</Text>
            {w.link ? ` · linked ${w.link}` : ''}
          </Text>
          {w.expendable ? <Text style={{ fontSize: 6, color: GREY }}>expendable: used up after the match</Text> : null}
          {w.alternate ? <Text style={{ fontSize: 6 }}>{`${w.alternate.label}: R${w.alternate.rof} P${w.alternate.pen} F${w.alternate.fire} S${w.alternate.short} L${w.alternate.long} M${w.alternate.max}`}</Text> : null}
        </View>
      ),
  },
  { label: 'ROF', width: '5%', align: 'center', cell: (w) => w.rof },
  { label: 'PEN', width: '5%', align: 'center', cell: (w) => w.pen },
  { label: 'Fire', width: '6%', align: 'center', cell: (w) => w.fire },
  { label: 'Short', width: '6%', align: 'center', cell: (w) => w.short },
  { label: 'Long', width: '6%', align: 'center', cell: (w) => w.long },
  { label: 'Max', width: '5%', align: 'center', cell: (w) => w.max },
  {
    label: 'Ammo',
    width: '21%',
    cell: (w) => (w.ammo !== null ? <Boxes count={w.ammo} width={AMMO_WIDTH} size={7} gap={1.5} /> : <Text style={{ fontSize: 6 }}>{w.ammoNote ?? ''}</Text>),
  },
];

function RulesText({ name, detail, text, risk, source }: { name: string; detail?: string; text?: string; risk?: string; source?: string }) {
  return (
    <View style={{ marginBottom: 2, fontSize: 6.4 }} wrap={false}>
      <Text>
        <Text style={{ fontWeight: 700 }}>{name}</Text>
        {detail ? <Text>{` (${detail})`}</Text> : null}
        {text ? <Text>{`: ${text}`}</Text> : null}
        {source ? <Text style={{ color: GREY }}>{`  ${source}`}</Text> : null}
      </Text>
      {risk ? (
        <Text style={{ marginLeft: 8 }}>
          <Text style={{ fontWeight: 700 }}>RISK: </Text>
          {risk}
        </Text>
      ) : null}
    </View>
  );
}

export function CarSheet({ model, meta }: { model: CarSheetModel; meta: DocumentMeta }) {
  const speedNote = `1d6 ≤ ACC to gain 1 speed (a fuel point: +1 or a second roll) · top speed ${model.topSpeed ?? 'none'}${model.topSpeedWithFuel !== model.topSpeed ? `, ${model.topSpeedWithFuel ?? 'no limit'} with fuel` : ''} · gearing ${model.gearing}`;
  const devices = model.weapons.filter((w) => w.text || w.risk);
  return (
    <SheetPage meta={meta} heading={`Car sheet · ${model.franchise} · ${model.name}`} pageNumbers="stamped">
      <TitleBand
        kicker={`${model.franchise} · car sheet`}
        title={model.name}
        right={[
          { label: 'Design points', value: `${model.designPoints.spent} / ${model.designPoints.budget}` },
          { label: 'Value', value: `${model.money.totalK}k${model.money.unpricedItems ? ' +' : ''}` },
        ]}
      />
      <View style={{ flexDirection: 'row' }}>
        <View style={{ flex: 1, marginRight: 10 }}>
          <View style={{ flexDirection: 'row', marginBottom: 5 }}>
            {model.headline.map((h) => (
              <Stat key={h.label} label={h.label} value={h.value} {...(h.note ? { note: h.note } : {})} />
            ))}
          </View>
          <Section title="Characteristics" aside="how each number is made">
            <Facts rows={model.characteristics} labelWidth={84} />
          </Section>
        </View>
        <View style={{ width: SIDE }}>
          <Section title="Armor">
            <ArmorOutline armor={model.armor} />
          </Section>
          <Section title="Fuel points" aside="1 is used every 3 turns">
            <Boxes count={model.fuelPoints} width={SIDE} size={9} />
          </Section>
        </View>
      </View>

      <Section title="Speed chart" aside={speedNote}>
        <SpeedChart model={model} />
      </Section>

      <View style={{ flexDirection: 'row' }} wrap={false}>
        <View style={{ flex: 1, marginRight: 10 }}>
          <Section title="Damage" aside={`Toughness ${model.damage.toughness}: a critical hit every ${model.damage.criticalEvery} damage`}>
            <Boxes
              width={MAIN}
              count={model.damage.boxes}
              size={8}
              mark={(i) => ((i + 1) % model.damage.criticalEvery === 0 ? { strong: true, label: `C${(i + 1) / model.damage.criticalEvery}` } : undefined)}
            />
            <Text style={{ fontSize: 6, color: GREY, marginTop: 1 }}>
              {`Shaded box: roll on the damage table, C1 at 1d6 + 0, C2 at 1d6 + 1 … C${model.damage.criticals} always destroys the car.`}
            </Text>
          </Section>
          <Section title="Tires" aside={model.tires.label}>
            <Boxes
              width={MAIN}
              count={model.tires.boxes}
              size={8}
              mark={(i) => ((i + 1) % model.tires.penaltyEvery === 0 ? { strong: true, label: '−1 H' } : undefined)}
            />
            <Text style={{ fontSize: 6, color: GREY, marginTop: 1 }}>
              {`Shaded box: −1 maximum handling until the tires are changed.${model.tires.wheelGuards ? ' Wheel guards: −1 on the tire-damage roll from weapon-fire.' : ''}`}
            </Text>
          </Section>
        </View>
        <View style={{ width: SIDE }}>
          <Reference table={DAMAGE_REFERENCE} style={{ marginBottom: 3 }} />
          <Reference table={TIRE_DAMAGE_REFERENCE} />
        </View>
      </View>

      <Section title="Weapons" aside="Δ = very heavy (+1 weight) · the driver is −1 to hit outside the front arc">
        {model.weapons.length ? <Table columns={weaponColumns} rows={model.weapons} fontSize={6.8} /> : <Text style={{ color: GREY }}>No weapon mounts.</Text>}
      </Section>

      <View style={{ flexDirection: 'row' }}>
        <View style={{ flex: 1, marginRight: 10 }}>
          <Section title="Components and devices">
            {model.components.length === 0 && devices.length === 0 ? <Text style={{ color: GREY }}>None.</Text> : null}
            {model.components.map((c) => (
              <RulesText key={c.name} name={c.name} {...(c.detail ? { detail: c.detail } : {})} text={c.text} {...(c.risk ? { risk: c.risk } : {})} {...(c.source ? { source: c.source } : {})} />
            ))}
            {devices.map((w) => (
              <RulesText key={`w${w.mount}`} name={`${w.weapon} (mount ${w.mount})`} {...(w.text ? { text: w.text } : {})} {...(w.risk ? { risk: w.risk } : {})} />
            ))}
          </Section>
          <Section title="Suspension tweaks">
            {model.tweaks.length === 0 ? <Text style={{ color: GREY }}>None.</Text> : null}
            {model.tweaks.map((t) => (
              <Text key={t.name}>
                <Text style={{ fontWeight: 700 }}>{t.name}</Text>
                {`: ${t.effect}`}
              </Text>
            ))}
          </Section>
        </View>
        <View style={{ width: SIDE }}>
          <Reference table={GUNNERY_REFERENCE} />
        </View>
      </View>
      <View wrap={false} style={{ borderTopWidth: 0.75, borderTopColor: INK, paddingTop: 2 }}>
        <Reference table={LOSS_OF_CONTROL_REFERENCE} />
      </View>
    </SheetPage>
  );
}
