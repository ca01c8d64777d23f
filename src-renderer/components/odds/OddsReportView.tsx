import { Badge, Box, Group, List, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OddsReport, OutcomeOdds, QuestionOdds } from '../../../src-shared/engine/core/odds';
import { chanceText } from '../../../src-shared/text/chance';
import { organizerText } from '../../../src-shared/text/rulesText';
import { HoverTooltip } from '../HoverTooltip';
import { AtLeastChart } from './AtLeastChart';

/** A numeric question worth a curve: three values or more (with two, its outcomes already say it all). */
const curved = (q: QuestionOdds) => q.numeric && (q.atLeast?.length ?? 0) >= 3;

const NOT_SETTLED = 'Not settled';

/** One outcome as a cell: its words, its chance (± its error when sampled), its exact fraction; the fill is its chance. */
function OutcomeCell({ o }: { o: OutcomeOdds }) {
  const unsettled = o.value === null;
  const label = unsettled ? NOT_SETTLED : o.label;
  const chance = chanceText(o.probability, o.standardError);
  const fill = unsettled ? 'var(--mantine-color-orange-light)' : 'var(--mantine-color-blue-light)';
  return (
    <Box
      data-outcome={label}
      aria-label={`${label}: ${chance}${o.fraction ? ` (${o.fraction})` : ''}`}
      px={6}
      py={2}
      style={{
        border: `1px ${unsettled ? 'dashed var(--mantine-color-orange-outline)' : 'solid var(--mantine-color-default-border)'}`,
        borderRadius: 'var(--mantine-radius-sm)',
        background: `linear-gradient(to right, ${fill} ${(o.probability * 100).toFixed(2)}%, transparent ${(o.probability * 100).toFixed(2)}%)`,
      }}
    >
      <Group gap={6} wrap="nowrap">
        <Text size="xs">{label}</Text>
        <Text size="xs" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {chance}
        </Text>
        {o.fraction && o.fraction !== '1/1' && (
          <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {o.fraction}
          </Text>
        )}
      </Group>
    </Box>
  );
}

function QuestionView({ q }: { q: QuestionOdds }) {
  return (
    <Stack gap={3} role="group" aria-label={q.label}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" fw={600}>
          {q.label}
        </Text>
        {q.expected !== null && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            Expected {Number(q.expected.toFixed(2))}
            {q.expectedFraction && !q.expectedFraction.endsWith('/1') ? ` (${q.expectedFraction})` : ''}
          </Text>
        )}
      </Group>
      <Group gap={4}>
        {q.outcomes.map((o) => (
          <OutcomeCell key={o.value === null ? '' : String(o.value)} o={o} />
        ))}
      </Group>
    </Stack>
  );
}

/** How the figures were reached: exact (the fractions are the whole truth) or estimated from seeded runs, with the error. */
function Method({ report }: { report: OddsReport }) {
  const exact = report.method === 'exact';
  return (
    <HoverTooltip label={report.how} multiline w={320} openDelay={300}>
      <Badge size="sm" variant="light" color={exact ? 'teal' : 'orange'} tt="none" data-method={report.method}>
        {exact ? 'Exact' : `Estimated from ${(report.samples ?? report.runs).toLocaleString('en')} runs ± error`}
      </Badge>
    </HoverTooltip>
  );
}

/**
 * A calculator's odds before the roll: each question's outcomes with their chance and exact fraction, the expected
 * value, one "at least N" curve (any numeric question, chosen), what the odds leave out. `pending`: newer inputs are
 * being worked out, so these figures are dimmed but kept (nothing jumps while the next arrive).
 */
export function OddsReportView({ report, pending = false }: { report: OddsReport; pending?: boolean }) {
  const curves = report.questions.filter(curved);
  const [chosen, choose] = useState<string | null>(null);
  const curve = curves.find((q) => q.id === chosen) ?? curves[0];
  const unsettled = report.questions.flatMap((q) => q.outcomes).find((o) => o.value === null);
  return (
    <Stack gap="xs" aria-busy={pending} data-pending={pending || undefined} style={{ opacity: pending ? 0.5 : 1, transition: 'opacity 120ms' }}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={700}>
          Odds before rolling
        </Text>
        <Method report={report} />
      </Group>
      {report.questions.map((q) => (
        <QuestionView key={q.id} q={q} />
      ))}
      {unsettled && (
        <Text size="xs" c="orange" data-unsettled>
          {NOT_SETTLED}: {chanceText(unsettled.probability, unsettled.standardError)} of the rolls were still tied at the roll limit. That share is exact, but
          the odds do not say who wins it.
        </Text>
      )}
      {curve && (
        <Stack gap={2}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" fw={600}>
              At least N
            </Text>
            {curves.length > 1 ? (
              <Select
                size="xs"
                aria-label="Curve of"
                w={260}
                data={curves.map((q) => ({ value: q.id, label: q.label }))}
                value={curve.id}
                allowDeselect={false}
                onChange={(v) => choose(v)}
              />
            ) : (
              <Text size="xs" c="dimmed" truncate>
                {curve.label}
              </Text>
            )}
          </Group>
          <AtLeastChart question={curve} />
        </Stack>
      )}
      {report.notModelled.length > 0 && (
        <Stack gap={2} role="group" aria-label="Not in these odds">
          <Text size="xs" fw={600}>
            Not in these odds
          </Text>
          <List size="xs" spacing={2} c="dimmed">
            {report.notModelled.map((n) => (
              <List.Item key={n.what}>
                {n.what} ({organizerText(n.rule)})
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
