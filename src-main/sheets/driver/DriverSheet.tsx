/** The printed driver sheet: one competitor, his ratings, his talents and quirks with their rules, and his boxes. */
import { Boxes, Facts, GREY, INK, RULE, Section, SheetPage, Table, TitleBand, type DocumentMeta } from '../pdf/kit';
import { Text, View } from '../pdf/primitives';
import type { DriverSheetModel, TraitLine } from './model';

/** Column widths in points, for the narrower paper (A4: 535 pt between the margins). */
const SIDE = 200;
const MAIN = 535 - SIDE - 10;

function TraitTable({ traits }: { traits: TraitLine[] }) {
  return (
    <Table
      zebra={false}
      fontSize={8}
      columns={[
        { label: 'Trait', width: '30%', cell: (t) => t.label, text: () => ({ fontWeight: 700 }) },
        { label: 'Base', width: '10%', align: 'center', cell: (t) => `${t.base}` },
        {
          label: 'Effective',
          width: '14%',
          align: 'center',
          cell: (t) => `${t.effective}${t.effective !== t.base ? ' *' : ''}`,
          text: () => ({ fontWeight: 700, fontSize: 10, lineHeight: 1.1 }),
        },
        { label: 'Why it differs', width: '46%', cell: (t) => t.modifiers || '—', text: (t) => ({ color: t.modifiers ? INK : GREY }) },
      ]}
      rows={traits}
    />
  );
}

function Rule({ name, detail, effect, text }: { name: string; detail?: string; effect?: string; text: string }) {
  return (
    <View style={{ marginBottom: 3, paddingBottom: 2, borderBottomWidth: 0.3, borderBottomColor: RULE }} wrap={false}>
      <Text>
        <Text style={{ fontWeight: 700, fontSize: 8 }}>{name}</Text>
        {detail ? <Text>{`  ${detail}`}</Text> : null}
      </Text>
      {effect ? <Text style={{ fontWeight: 700 }}>{`In effect: ${effect}`}</Text> : null}
      <Text style={{ color: '#222222' }}>{text}</Text>
    </View>
  );
}

export function DriverSheet({ model, meta }: { model: DriverSheetModel; meta: DocumentMeta }) {
  const xpLine =
    model.nextLevelAt === null
      ? `${model.xp} XP (levels stop at 9 in this league)`
      : `${model.xp} XP · next level at ${model.nextLevelAt} XP (${model.xpToNext} to go)`;
  return (
    <SheetPage meta={meta} heading={`Driver sheet · ${model.franchise} · ${model.name}`} pageNumbers="stamped">
      <TitleBand
        kicker={`${model.franchise} · driver sheet`}
        title={model.name}
        right={[
          { label: 'Level', value: `${model.level}${model.pendingAdvancements ? ` (+${model.pendingAdvancements} to roll)` : ''}` },
          { label: 'Experience', value: `${model.xp} XP` },
        ]}
      />
      <Text style={{ marginBottom: 4 }}>
        <Text style={{ fontWeight: 700 }}>Status: </Text>
        {model.status.join(' · ')}
      </Text>

      <Section title="Traits" aside="checks: 1d6 ≤ effective rating · * = differs from the base rank">
        <TraitTable traits={model.traits} />
      </Section>

      <View style={{ flexDirection: 'row' }}>
        <View style={{ flex: 1, marginRight: 10 }}>
          <Section title="Experience" aside={xpLine}>
            {model.xpToNext !== null ? (
              <View>
                <Boxes count={model.xpToNext} width={MAIN} size={9} />
                <Text style={{ fontSize: 6, color: GREY }}>One box per XP earned this match; the last box is the next level (one advancement roll).</Text>
              </View>
            ) : (
              <Text style={{ color: GREY }}>No further levels.</Text>
            )}
          </Section>
          <Section title="Fatigue" aside={`each point −1 to a trait rolled on 1d6: ${model.fatigue.table}`}>
            <Boxes count={model.fatigue.boxes} width={MAIN} size={10} filled={model.fatigue.points} />
            <Text style={{ fontSize: 6, color: GREY }}>
              {model.fatigue.points ? `Carried: ${model.fatigue.lost.map((t) => `−1 ${t}`).join(', ')}. All fatigue is lost after a match spent idle.` : 'All fatigue is lost after a match spent idle.'}
            </Text>
          </Section>
        </View>
        <View style={{ width: SIDE }}>
          <Section title="Flesh wounds" aside="this match">
            <Boxes
              width={SIDE}
              count={model.wounds.boxes}
              size={12}
              filled={model.wounds.taken}
              mark={(i) => (i === model.wounds.boxes - 1 ? { strong: true, label: 'OUT' } : undefined)}
            />
            <Text style={{ fontSize: 6, color: GREY }}>Each wound: −1 driving, gunnery and initiative until the match ends. Shaded box: a characteristic reaches 0, out of action.</Text>
          </Section>
          <Section title="Career">
            {model.career.length ? <Facts rows={model.career.map((c) => ({ label: c.label, value: `${c.value}` }))} labelWidth={90} /> : <Text style={{ color: GREY }}>No matches played yet.</Text>}
          </Section>
        </View>
      </View>

      <Section title="Talents" aside="“At any time that a talent disagrees with the rules use the talent instead.”">
        {model.talents.length === 0 ? <Text style={{ color: GREY }}>None yet.</Text> : null}
        {model.talents.map((t) => (
          <Rule key={t.name} name={t.name} {...(t.detail ? { detail: t.detail } : {})} text={t.text} />
        ))}
      </Section>

      <Section title="Quirks" aside="from the cloning vats">
        {model.quirks.length === 0 ? <Text style={{ color: GREY }}>None.</Text> : null}
        {model.quirks.map((q) => (
          <Rule key={q.name} name={q.name} {...(q.occurrences > 1 ? { detail: `× ${q.occurrences}` } : {})} {...(q.effect ? { effect: q.effect } : {})} text={q.text} />
        ))}
      </Section>

      <Section title="Notes" style={{ marginTop: 4 }}>
        {Array.from({ length: 5 }, (_, i) => (
          <View key={i} style={{ height: 14, borderBottomWidth: 0.4, borderBottomColor: RULE }} />
        ))}
      </Section>
    </SheetPage>
  );
}
