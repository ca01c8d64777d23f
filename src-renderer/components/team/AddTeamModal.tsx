import { Button, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { navigate } from '../../shell/routes';
import { TeamForm } from '../TeamForm';
import { capital, type TeamScreenWords } from './teamWords';

/**
 * A new team (a `franchises` row): its name, colour and who runs it, in the ruleset's words; once added, the team's
 * screen opens on it. Mount it to open it: each opening is a fresh form with the next colour.
 */
export function AddTeamModal({
  screen,
  words,
  taken,
  onClose,
}: {
  /** The screen that shows a team (its id in the navigation). */
  screen: string;
  words: Pick<TeamScreenWords, 'one' | 'form' | 'next'>;
  /** How many teams the league has (the next colour). */
  taken: number;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={`Add a ${words.one}`} centered>
      <TeamForm
        taken={taken}
        words={words.form}
        autoFocus
        onAdded={(f) => {
          onClose();
          notifications.show({ title: `${capital(words.one)} added`, message: `${f.name}: ${words.next}`, color: 'green' });
          navigate(screen, f.id);
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
