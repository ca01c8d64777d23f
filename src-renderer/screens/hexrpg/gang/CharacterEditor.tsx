import { ActionIcon, Badge, Checkbox, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ATTRIBUTES, type Character, SECTION } from '../../../../src-shared/engine/hexrpg';
import { organizerText } from '../../../../src-shared/text/rulesText';
import { Cite } from '../../../components/Cite';
import { FieldProblems } from '../../../components/FieldProblems';
import { HoverTooltip } from '../../../components/HoverTooltip';
import { NumberField } from '../../../components/NumberField';
import {
  ATTRIBUTE_KEYS,
  ATTRIBUTE_USES,
  characterProblems,
  explainCharacter,
  levelRefusal,
  MAX_SKILL_LEVEL,
  SKILLS,
  type SkillDef,
  skillHint,
  skillLevel,
  withSkill,
} from './characterModel';
import { ExplainedStat } from './ExplainedStat';

type Issue = { path: (string | number)[]; message: string; rule?: string };
const withRule = (p: Issue) => (p.rule && !p.message.includes(`(${p.rule})`) ? `${p.message} (${p.rule})` : p.message);
const under = (issues: readonly Issue[], ...prefix: (string | number)[]) => issues.filter((p) => prefix.every((part, i) => p.path[i] === part)).map(withRule);

/** A level chooser: every level 0 to 10th, the ones the rules forbid here off with their words. */
function LevelSelect({ def, value, onPick }: { def: SkillDef; value: number; onPick: (level: number) => void }) {
  const levels = Array.from({ length: MAX_SKILL_LEVEL + 1 }, (_, l) => l);
  const reason = new Map(levels.map((l) => [String(l), levelRefusal(def, l)]));
  return (
    <Select
      size="xs"
      w={96}
      aria-label={`${def.label} level`}
      allowDeselect={false}
      value={String(value)}
      data={levels.map((l) => ({ value: String(l), label: l === 0 ? 'none' : `level ${l}`, disabled: reason.get(String(l)) !== null }))}
      comboboxProps={{ width: 300, position: 'bottom-end', keepMounted: false }}
      maxDropdownHeight={360}
      renderOption={({ option }) => {
        const why = reason.get(option.value);
        return (
          <Stack gap={0} py={2}>
            <Text size="sm">{option.label}</Text>
            {why && (
              <Text size="xs" c="dimmed" lh={1.3}>
                {organizerText(why)}
              </Text>
            )}
          </Stack>
        );
      }}
      onChange={(v) => v !== null && onPick(Number(v))}
    />
  );
}

function SkillRow({ def, level, onLevel, onRemove }: { def: SkillDef; level: number; onLevel: (l: number) => void; onRemove?: () => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" role="group" aria-label={def.label} py={2}>
      <HoverTooltip label={`${skillHint(def, level)} (${organizerText(def.rule)})`} multiline w={300}>
        <Text size="sm" tabIndex={0} truncate style={{ cursor: 'help' }}>
          {def.label}
        </Text>
      </HoverTooltip>
      <Group gap={4} wrap="nowrap">
        <LevelSelect def={def} value={level} onPick={onLevel} />
        {onRemove ? (
          <ActionIcon size="sm" variant="subtle" color="gray" aria-label={`Drop ${def.label}`} onClick={onRemove}>
            <IconX size={14} />
          </ActionIcon>
        ) : (
          <span style={{ width: 22 }} />
        )}
      </Group>
    </Group>
  );
}

/**
 * One character, edited in place: the five attributes (each refusing a number outside its range with the rule), the
 * numbers derived from them (explained on hover), and the skills with their levels (a level the rules forbid is off
 * with their words). A change is checked here with the engine's rules and saved through `onSave` when the box is left
 * (one write each); the service judges it again and its refusal comes back as `issues`.
 */
export function CharacterEditor({
  character,
  issues,
  onSave,
}: {
  character: Character;
  /** The service's refusal of the last write (paths into the character). */
  issues: readonly Issue[];
  onSave: (c: Character) => void;
}) {
  const [draft, setDraft] = useState(character);
  const [was, setWas] = useState(character);
  if (JSON.stringify(character) !== JSON.stringify(was)) {
    setWas(character);
    setDraft(character);
  }
  const problems: Issue[] = [...characterProblems(draft), ...issues];
  const commit = (next: Character) => {
    setDraft(next);
    if (characterProblems(next).length === 0 && JSON.stringify(next) !== JSON.stringify(character)) onSave(next);
  };
  const derived = characterProblems(draft).some((p) => ATTRIBUTE_KEYS.includes(p.path[0] as never)) ? explainCharacter(character) : explainCharacter(draft);
  const listedWeapons = SKILLS.filter((s) => s.group === 'Weapons' && skillLevel(draft, s.key) !== null);
  const unlistedWeapons = SKILLS.filter((s) => s.group === 'Weapons' && skillLevel(draft, s.key) === null);
  return (
    <Stack gap="md">
      <div>
        <Group justify="space-between" mb={4}>
          <Title order={5}>Attributes</Title>
          <Checkbox
            size="xs"
            label="Non-player character"
            checked={draft.npc}
            onChange={(e) => commit({ ...draft, npc: e.currentTarget.checked })}
            description="Dies at 0 HP; hits on player-characters rolled on LUCK"
          />
        </Group>
        <SimpleGrid cols={5} spacing="xs">
          {ATTRIBUTE_KEYS.map((a) => (
            <Stack key={a} gap={2}>
              <HoverTooltip
                label={`${ATTRIBUTES[a].min}–${ATTRIBUTES[a].max}. ${ATTRIBUTE_USES[a].uses} (${organizerText(ATTRIBUTE_USES[a].rule)})`}
                multiline
                w={280}
              >
                <Text size="xs" fw={600} tabIndex={0} style={{ cursor: 'help', width: 'fit-content', borderBottom: '1px dotted var(--mantine-color-dimmed)' }}>
                  {ATTRIBUTES[a].label}
                </Text>
              </HoverTooltip>
              <NumberField
                size="sm"
                aria-label={ATTRIBUTES[a].label}
                path={a}
                name={ATTRIBUTES[a].label}
                value={draft[a]}
                min={Number.MIN_SAFE_INTEGER}
                max={Number.MAX_SAFE_INTEGER}
                invalid={under(problems, a).length > 0}
                styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
                onValue={(v) => v !== null && setDraft((d) => ({ ...d, [a]: v }))}
                onBlur={() => commit(draft)}
                onKeyDown={(e) => e.key === 'Enter' && commit(draft)}
              />
            </Stack>
          ))}
        </SimpleGrid>
        <FieldProblems messages={ATTRIBUTE_KEYS.flatMap((a) => under(problems, a))} />
      </div>
      <div>
        <Group justify="space-between" mb={4}>
          <Title order={5}>Derived</Title>
          <Text size="xs" c="dimmed">
            Hover a number for its rule
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs" aria-label="Derived values">
          {derived.map((d) => (
            <ExplainedStat key={d.key} item={d} />
          ))}
        </SimpleGrid>
      </div>
      <div>
        <Group justify="space-between" mb={4} align="flex-start">
          <div>
            <Title order={5}>Skills</Title>
            <Cite>{SECTION.damageBands}</Cite>
          </div>
          <Select
            size="xs"
            w={220}
            aria-label="Add a weapons skill"
            placeholder="Add a weapons skill…"
            value={null}
            data={unlistedWeapons.map((s) => ({ value: s.key, label: s.label }))}
            comboboxProps={{ keepMounted: false }}
            onChange={(v) => v && commit(withSkill(draft, v, 1))}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing={0}>
          <Stack gap={0} aria-label="Weapons skills">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={2}>
              Weapons
            </Text>
            {listedWeapons.length === 0 && (
              <Text size="xs" c="dimmed">
                No weapons skill: 4 or less to hit ({organizerText(SECTION.weaponCombat)}).
              </Text>
            )}
            {listedWeapons.map((s) => (
              <SkillRow
                key={s.key}
                def={s}
                level={skillLevel(draft, s.key)!}
                onLevel={(l) => commit(withSkill(draft, s.key, l))}
                onRemove={() => commit(withSkill(draft, s.key, null))}
              />
            ))}
          </Stack>
          <Stack gap={0} aria-label="Other skills">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={2}>
              Fighting, driving, recovery
            </Text>
            {SKILLS.filter((s) => s.group !== 'Weapons').map((s) => (
              <SkillRow key={s.key} def={s} level={skillLevel(draft, s.key) ?? 0} onLevel={(l) => commit(withSkill(draft, s.key, l))} />
            ))}
          </Stack>
        </SimpleGrid>
        <FieldProblems messages={under(problems, 'skills')} />
        <FieldProblems messages={problems.filter((p) => p.path.length === 0).map(withRule)} />
      </div>
      {draft.npc && (
        <Badge variant="light" color="gray" w="fit-content">
          NPC: dies at once at 0 hit points ({SECTION.dying})
        </Badge>
      )}
    </Stack>
  );
}
