import { ActionIcon, Button, EmptyState, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useQuery } from '../../api/ApiProvider';
import { navigate, useRoute } from '../../shell/routes';
import { FranchisePicker, rememberedFranchise } from '../FranchisePicker';
import { AddTeamModal } from './AddTeamModal';
import { capital, type TeamScreenWords } from './teamWords';

/**
 * A ruleset's screen of teams (`franchises` rows): the team from the route (#/<screen>/<team>/…) or the one last
 * shown, an empty screen that adds the first, and a new team's dialog. `page` draws the picked team; it is given the
 * screen's header (title, the team picker, New team) to place, and the route past the team.
 */
export function TeamScreen({
  screen,
  words,
  page,
}: {
  /** The screen's id in the navigation (its declaration's): “team”. */
  screen: string;
  words: TeamScreenWords;
  page: (teamId: number, header: ReactNode, view: string[]) => ReactNode;
}) {
  const { rest } = useRoute();
  const list = useQuery('franchise.list', {});
  const [adding, setAdding] = useState(false);
  const teams = list.data ?? [];
  const fromRoute = Number(rest[0]);
  const teamId = teams.some((t) => t.id === fromRoute) ? fromRoute : rememberedFranchise(teams);
  if (list.error)
    return (
      <Text c="red" role="alert">
        {list.error.message}
      </Text>
    );
  if (!list.data) return <Title order={2}>{words.title}</Title>;
  const addTeam = adding && <AddTeamModal screen={screen} words={words} taken={teams.length} onClose={() => setAdding(false)} />;
  if (teamId === undefined)
    return (
      <Stack gap="md">
        <Title order={2}>{words.title}</Title>
        <EmptyState icon={<IconUsersGroup size={32} />} title={`No ${words.one}s yet`} description={words.empty}>
          <EmptyState.Actions>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              Add a {words.one}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
        {addTeam}
      </Stack>
    );
  const header = (
    <Group gap="md" wrap="nowrap">
      <Title order={2}>{words.title}</Title>
      <FranchisePicker list={teams} value={teamId} label={capital(words.one)} pageLink={false} onChange={(id) => navigate(screen, id)} />
      <Tooltip label={`Add another ${words.one} to the league`}>
        <ActionIcon variant="default" size="lg" aria-label={`New ${words.one}`} onClick={() => setAdding(true)}>
          <IconPlus size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
  return (
    <>
      {page(teamId, header, rest.slice(1))}
      {addTeam}
    </>
  );
}
