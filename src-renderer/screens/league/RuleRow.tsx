import { ActionIcon, Badge, NumberInput, Select, SimpleGrid, Switch, Text, Textarea } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { type CSSProperties, memo, useState } from 'react';
import type { HouseRuleView } from '../../../src-shared/engine/houseRuleForm';
import { diceNotation } from '../../../src-shared/text/rulesText';
import { Cite } from '../../components/Cite';
import { HoverTooltip } from '../../components/HoverTooltip';
import { NumberField } from '../../components/NumberField';
import { SegmentedRadios } from '../../components/SegmentedRadios';
import { describeValue, numberRecord, optionLabel, optionValue, sameValue } from './houseRuleValues';

/*
 * One house rule's row on League settings. The page has ~60 of them, so the row's layout is plain elements with
 * the classes and variables Mantine's Group, Stack and Text would give them (same DOM, same look) instead of those
 * components: ten Mantine components a row were most of the page's mount time (issue 21's bench target). The
 * controls stay Mantine's. The style objects are made once, not per render.
 */
const GROUP = 'm_4081bf90 mantine-Group-root';
const STACK = 'm_6d731127 mantine-Stack-root';
const TEXT = 'mantine-focus-auto m_b6d8b162 mantine-Text-root';
const textSize = (size: 'xs' | 'sm') => ({ '--text-fz': `var(--mantine-font-size-${size})`, '--text-lh': `var(--mantine-line-height-${size})` });
const ROW = {
  '--group-gap': 'var(--mantine-spacing-xl)',
  '--group-align': 'flex-start',
  '--group-justify': 'space-between',
  '--group-wrap': 'nowrap',
  paddingInline: 'var(--mantine-spacing-lg)',
  paddingBlock: 'var(--mantine-spacing-md)',
  borderTop: '1px solid var(--mantine-color-default-border)',
} as CSSProperties;
const STACK_4 = { '--stack-gap': 'calc(0.25rem * var(--mantine-scale))', '--stack-align': 'stretch', '--stack-justify': 'flex-start' };
const WORDS = { ...STACK_4, minWidth: 0, flex: 1 } as CSSProperties;
const CONTROL = { ...STACK_4, width: 'calc(16.875rem * var(--mantine-scale))', flex: 'none' } as CSSProperties;
const TITLE_LINE = {
  '--group-gap': 'var(--mantine-spacing-xs)',
  '--group-align': 'center',
  '--group-justify': 'flex-start',
  '--group-wrap': 'wrap',
} as CSSProperties;
const LABEL = { ...textSize('sm'), fontWeight: 600 } as CSSProperties;
const DESCRIPTION = { ...textSize('sm'), color: 'var(--mantine-color-dimmed)' } as CSSProperties;
const DEFAULT_LINE = {
  '--group-gap': 'calc(0.25rem * var(--mantine-scale))',
  '--group-align': 'center',
  '--group-justify': 'flex-end',
  '--group-wrap': 'nowrap',
  minHeight: 'calc(1.375rem * var(--mantine-scale))',
} as CSSProperties;
const SMALL_DIMMED = { ...textSize('xs'), color: 'var(--mantine-color-dimmed)' } as CSSProperties;

export const RuleRow = memo(function RuleRow({
  rule,
  value,
  edited,
  error,
  onChange,
}: {
  rule: HouseRuleView;
  value: unknown;
  edited: boolean;
  error?: string;
  onChange: (rule: HouseRuleView, value: unknown) => void;
}) {
  const isDefault = sameValue(value, rule.default);
  return (
    <div className={GROUP} style={ROW} data-rule={rule.key}>
      <div className={STACK} style={WORDS}>
        <div className={GROUP} style={TITLE_LINE}>
          <p className={TEXT} style={LABEL} data-size="sm" id={`rule-${rule.key}`}>
            {rule.label}
          </p>
          {edited && (
            <Badge size="xs" variant="light" color="orange">
              unsaved
            </Badge>
          )}
          {!edited && !isDefault && (
            <Badge size="xs" variant="light" color="blue">
              league choice
            </Badge>
          )}
        </div>
        <p className={TEXT} style={DESCRIPTION} data-size="sm">
          {diceNotation(rule.description)}
        </p>
        <Cite>{rule.cites}</Cite>
      </div>
      <div className={STACK} style={CONTROL}>
        <RuleControl rule={rule} value={value} error={error} onChange={(v) => onChange(rule, v)} />
        <div className={GROUP} style={DEFAULT_LINE}>
          {isDefault ? (
            <p className={TEXT} style={SMALL_DIMMED} data-size="xs">
              Default
            </p>
          ) : (
            <>
              <p className={TEXT} style={SMALL_DIMMED} data-size="xs" data-truncate="end">
                Default: {describeValue(rule, rule.default)}
              </p>
              <HoverTooltip label="Back to the default">
                <ActionIcon size="sm" variant="subtle" aria-label={`Reset ${rule.label} to its default`} onClick={() => onChange(rule, rule.default)}>
                  <IconArrowBackUp size={14} />
                </ActionIcon>
              </HoverTooltip>
            </>
          )}
        </div>
      </div>
    </div>
  );
});

function RuleControl({ rule, value, error, onChange }: { rule: HouseRuleView; value: unknown; error?: string; onChange: (v: unknown) => void }) {
  const labelledBy = `rule-${rule.key}`;
  const c = rule.control;
  const errorText = error ? (
    <Text size="xs" c="red" role="alert">
      {error}
    </Text>
  ) : null;
  switch (c.kind) {
    case 'boolean':
      return (
        <>
          <Switch
            aria-labelledby={labelledBy}
            checked={value === true}
            label={value ? 'On' : 'Off'}
            onChange={(e) => onChange(e.currentTarget.checked)}
            styles={{ body: { justifyContent: 'flex-end' } }}
          />
          {errorText}
        </>
      );
    case 'choice': {
      const data = c.options.map((o) => ({ value: o, label: optionLabel(rule, o) }));
      const short = data.reduce((n, d) => n + d.label.length, 0) <= 30;
      return (
        <>
          {short ? (
            <SegmentedRadios
              aria-labelledby={labelledBy}
              size="xs"
              fullWidth
              value={String(value)}
              data={data}
              onChange={(o) => onChange(optionValue(rule, o))}
            />
          ) : (
            <Select
              aria-labelledby={labelledBy}
              size="sm"
              value={String(value)}
              data={data}
              allowDeselect={false}
              // The options are made when the list opens: kept mounted (Mantine's default), each Select placed its
              // hidden dropdown with floating-ui as the page mounted, a forced style read per Select.
              comboboxProps={{ keepMounted: false }}
              onChange={(o) => o !== null && onChange(optionValue(rule, o))}
            />
          )}
          {errorText}
        </>
      );
    }
    case 'number':
      return c.integer ? (
        <>
          <NumberField
            aria-labelledby={labelledBy}
            path={rule.key}
            name={rule.label}
            value={typeof value === 'number' ? value : null}
            // The rule's own range is checked with the draft (checkValue), so an out-of-range value is still an edit to show.
            min={Number.MIN_SAFE_INTEGER}
            max={Number.MAX_SAFE_INTEGER}
            invalid={error !== undefined}
            styles={{ input: { textAlign: 'right' } }}
            onValue={(v) => onChange(v)}
          />
          {errorText}
        </>
      ) : (
        // A fraction is allowed here (Ice turn-mode multiplier); NumberField takes whole numbers only.
        <NumberInput
          aria-labelledby={labelledBy}
          value={typeof value === 'number' ? value : ''}
          min={c.min}
          max={c.max !== undefined && c.max < 1e9 ? c.max : undefined}
          allowDecimal={!c.integer}
          clampBehavior="none"
          error={error}
          styles={{ input: { textAlign: 'right' } }}
          onChange={(v) => onChange(v)}
        />
      );
    case 'json': {
      const record = numberRecord(value) ?? numberRecord(rule.default);
      if (record) {
        const current = (value && typeof value === 'object' ? value : {}) as Record<string, number | string>;
        return (
          <>
            <SimpleGrid cols={Object.keys(record).length} spacing={6}>
              {Object.keys(record).map((k) => (
                <NumberField
                  key={k}
                  size="xs"
                  label={k}
                  aria-label={`${rule.label}: ${k}`}
                  path={`${rule.key}.${k}`}
                  name={`${rule.label}: ${k}`}
                  value={typeof current[k] === 'number' ? current[k] : null}
                  min={Number.MIN_SAFE_INTEGER}
                  max={Number.MAX_SAFE_INTEGER}
                  styles={{ input: { textAlign: 'right' } }}
                  onValue={(v) => v !== null && onChange({ ...current, [k]: v })}
                />
              ))}
            </SimpleGrid>
            {errorText}
          </>
        );
      }
      return <JsonRule rule={rule} value={value} error={error} onChange={onChange} />;
    }
  }
}

/** Fallback for a structured rule with no simpler control: edit its JSON; invalid JSON never leaves the box. */
function JsonRule({ rule, value, error, onChange }: { rule: HouseRuleView; value: unknown; error?: string; onChange: (v: unknown) => void }) {
  const [text, setText] = useState(() => JSON.stringify(value, null, 1));
  const [syntax, setSyntax] = useState<string | null>(null);
  return (
    <Textarea
      aria-labelledby={`rule-${rule.key}`}
      autosize
      minRows={2}
      ff="monospace"
      value={text}
      error={syntax ?? error}
      onChange={(e) => {
        setText(e.currentTarget.value);
        try {
          onChange(JSON.parse(e.currentTarget.value));
          setSyntax(null);
        } catch {
          setSyntax('Not valid JSON yet.');
        }
      }}
    />
  );
}
