import { Button, ColorInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useChannelForm } from '../../../components/useChannelForm';
import { navigate } from '../../../shell/routes';

const TEAM_COLOURS = ['#c0392b', '#2980b9', '#27ae60', '#8e44ad', '#f39c12', '#16a085', '#d35400', '#2c3e50'];

/** A new team (a `franchises` row): its name, colour and the player who runs it; then its cars on the Teams screen. */
/** Mount it to open it: each opening is a fresh form with the next colour. */
export function AddTeamModal({ taken, onClose }: { taken: number; onClose: () => void }) {
  const form = useChannelForm('franchise.add', { name: '', colour: TEAM_COLOURS[taken % TEAM_COLOURS.length]!, owner: '' }, (f) => {
    onClose();
    notifications.show({ title: 'Team added', message: `${f.name}: add its cars now.`, color: 'green' });
    navigate('team', f.id);
  });
  return (
    <Modal opened onClose={onClose} title="Add a team" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <TextInput
            label="Team name"
            data-autofocus
            placeholder="e.g. Rust Rats"
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
            label="Player"
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
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting} leftSection={<IconPlus size={16} />}>
              Add the team
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
