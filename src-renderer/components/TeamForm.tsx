import { Button, ColorInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ResultOf } from '../../src-shared/ipc';
import { useChannelForm } from './useChannelForm';

/** The colours a new team is offered, the next one preselected so teams stay apart on charts and swatches. */
export const TEAM_COLOURS = ['#c0392b', '#2980b9', '#27ae60', '#8e44ad', '#f39c12', '#16a085', '#d35400', '#2c3e50'];

/** What the form calls things: a Dethmetal franchise has a name and an owner, a Dirty Wheels team a team name and a player. */
export interface TeamFormWords {
  name: string;
  namePlaceholder: string;
  owner: string;
  submit: string;
}

/**
 * A new team (a `franchises` row, through `franchise.add`): name, colour and who runs it. `taken` picks the next colour;
 * `extra` sits beside the submit button (a Cancel in a dialog).
 */
export function TeamForm({
  taken,
  words,
  onAdded,
  extra,
  autoFocus,
}: {
  taken: number;
  words: TeamFormWords;
  onAdded: (team: ResultOf<'franchise.add'>) => void;
  extra?: ReactNode;
  autoFocus?: boolean;
}) {
  const form = useChannelForm('franchise.add', { name: '', colour: TEAM_COLOURS[taken % TEAM_COLOURS.length]!, owner: '' }, onAdded);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <TextInput
          label={words.name}
          data-autofocus={autoFocus || undefined}
          placeholder={words.namePlaceholder}
          required
          value={form.values.name}
          error={form.errors.name}
          onChange={(e) => form.setField('name', e.currentTarget.value)}
        />
        <ColorInput
          label="Colour"
          format="hex"
          swatches={TEAM_COLOURS}
          value={form.values.colour}
          error={form.errors.colour}
          onChange={(v) => form.setField('colour', v)}
        />
        <TextInput
          label={words.owner}
          placeholder="Who runs it at the table"
          value={form.values.owner}
          error={form.errors.owner}
          onChange={(e) => form.setField('owner', e.currentTarget.value)}
        />
        {form.formError && (
          <Text c="red" size="sm" role="alert">
            {form.formError}
          </Text>
        )}
        <Group justify="flex-end">
          {extra}
          <Button type="submit" loading={form.submitting} leftSection={<IconPlus size={16} />}>
            {words.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
