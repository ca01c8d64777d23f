import { Button, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TeamForm } from '../../../components/TeamForm';
import { navigate } from '../../../shell/routes';

const WORDS = { name: 'Team name', namePlaceholder: 'e.g. Rust Rats', owner: 'Player', submit: 'Add the team' };

/** A new team (a `franchises` row): its name, colour and the player who runs it; then its cars on the Teams screen. */
/** Mount it to open it: each opening is a fresh form with the next colour. */
export function AddTeamModal({ taken, onClose }: { taken: number; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Add a team" centered>
      <TeamForm
        taken={taken}
        words={WORDS}
        autoFocus
        onAdded={(f) => {
          onClose();
          notifications.show({ title: 'Team added', message: `${f.name}: add its cars now.`, color: 'green' });
          navigate('team', f.id);
        }}
        extra={
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        }
      />
    </Modal>
  );
}
