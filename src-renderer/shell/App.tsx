import { ActionIcon, Alert, Anchor, AppShell, Badge, Code, Group, NavLink, Stack, Text, Title, Tooltip, useMantineColorScheme } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Suspense, useEffect, useRef } from 'react';
import { IconCalendarStats, IconCar, IconCarGarage, IconFlag3, IconMoon, IconSteeringWheel, IconSun, IconTrophy, IconUsers } from '@tabler/icons-react';
import { useApi, useQuery } from '../api/ApiProvider';
import { screensFor } from '../screens/registry';
import { missingFromNav, screenShown } from './capabilities';
import { preloadScreens } from './lazyScreen';
import { LeagueSwitcher } from './LeagueSwitcher';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { setOpenLeague } from './preferences';
import { isPrintShortcut, printFromShortcut } from './printAction';
import { StaleLeagueNotice } from './StaleLeague';
import { hrefOf, navigate, useRoute, type ScreenId } from './routes';
import { useUndo } from './useUndo';

/** Each screen's icon; a screen of a ruleset without one here shows the flag. */
const ICONS: Readonly<Record<ScreenId, typeof IconFlag3>> = {
  league: IconTrophy,
  garage: IconCar,
  roster: IconUsers,
  team: IconCarGarage,
  match: IconSteeringWheel,
  season: IconCalendarStats,
};

/** Where a link to a screen or tab the league's ruleset lacks lands. */
function NotInRuleset({ what, ruleset }: { what: string; ruleset: string }) {
  return (
    <Alert color="gray" variant="light" title={`${ruleset} has no ${what} screen`} maw={640} role="status">
      <Text size="sm">
        This league plays {ruleset}, whose rules have no {what.toLowerCase()}. <Anchor href={hrefOf('league')}>Go to the League screen</Anchor>
      </Text>
    </Alert>
  );
}

/** A league whose ruleset has no screens in this version: where it runs instead, rather than another game's screens. */
function CommandLineOnly({ ruleset, id }: { ruleset: string; id: string }) {
  return (
    <Alert color="gray" variant="light" title={`${ruleset} leagues run from the command line in this version`} maw={720} role="status">
      <Stack gap="xs">
        <Text size="sm">
          Pitwall has the rules of {ruleset}, its teams, results, standings and printed sheets, but not its screens yet. This league is kept whole; open it with
          the <Code>league</Code> command:
        </Text>
        <Code block>
          {`league franchise add FILE --name "Rust Rats"          # a team
league team show FILE "Rust Rats"
league schedule generate FILE --format round-robin --event "Backyard Brawl"
league match outcome FILE 1 "Rust Rats=win" "Mud Dogs=loss"
league standings FILE
league season close FILE
league print franchise FILE --id 1 --out team.pdf`}
        </Code>
        <Text size="xs" c="dimmed">
          Ruleset id: {id}. <Code>league COMMAND --help</Code> explains each command.
        </Text>
      </Stack>
    </Alert>
  );
}

export function App() {
  const route = useRoute();
  const screen = route.screen;
  const league = useQuery('league.get', {});
  const caps = league.data?.capabilities;
  const screens = screensFor(league.data);
  const nav = screens === 'command-line' ? [] : screens.nav.filter((s) => screenShown(s.id, caps));
  const Screen = nav.find((s) => s.id === screen)?.component;
  const missing = missingFromNav(route, nav, caps);
  // Another league opened (switched, created, imported) while on a screen its ruleset lacks: its League overview,
  // not a notice about a screen the organizer never asked this league for. A direct link still gets the notice.
  const shownPath = useRef<string | undefined>(undefined);
  const path = league.data?.path;
  useEffect(() => {
    const switched = shownPath.current !== undefined && path !== undefined && path !== shownPath.current;
    if (path !== undefined) shownPath.current = path;
    if (switched && missing) navigate('league');
  }, [path, missing]);
  // Before the screens render: their franchise pickers remember a franchise per league file.
  setOpenLeague(league.data?.path);
  const api = useApi();
  const { undo, redo } = useUndo();
  const { colorScheme, toggleColorScheme } = useMantineColorScheme();
  useHotkeys([
    ['mod+z', undo],
    ['mod+shift+z', redo],
    ['mod+y', redo],
  ]);
  // The other screens' code, once this one is drawn: a navigation then never waits for it.
  useEffect(preloadScreens, []);
  // Ctrl+P / Cmd+P: the screen's sheets, in text boxes too; caught before the browser opens its own print dialog.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isPrintShortcut(e)) return;
      e.preventDefault();
      e.stopPropagation();
      if (!e.repeat) printFromShortcut();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 0 }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <IconFlag3 size={26} stroke={1.8} color="var(--mantine-color-orange-6)" />
            <Title order={3} fw={800} style={{ letterSpacing: 0.5 }}>
              PITWALL
            </Title>
            {api.kind === 'browser' && (
              <Tooltip label="Served by the local browser host on 127.0.0.1">
                <Badge variant="light" color="gray" size="sm">
                  browser
                </Badge>
              </Tooltip>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LeagueSwitcher current={league.data} />
            <Tooltip label={colorScheme === 'dark' ? 'Light theme' : 'Dark theme'}>
              <ActionIcon variant="default" size="lg" aria-label="Toggle colour theme" onClick={toggleColorScheme}>
                {colorScheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Screens">
        <Stack gap={2}>
          {nav.map((s) => {
            const Icon = s.icon ?? ICONS[s.id] ?? IconFlag3;
            return (
              <NavLink
                key={s.id}
                href={`#/${s.id}`}
                active={s.id === screen}
                label={s.label}
                description={s.hint}
                leftSection={<Icon size={20} stroke={1.6} />}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(s.id);
                }}
              />
            );
          })}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        <StaleLeagueNotice />
        {league.error ? (
          <Text c="red" role="alert">
            {league.error.message}
          </Text>
        ) : league.data && screens === 'command-line' ? (
          <CommandLineOnly ruleset={league.data.rulesetName} id={league.data.ruleset} />
        ) : missing && league.data ? (
          <NotInRuleset what={missing} ruleset={league.data.rulesetName} />
        ) : Screen ? (
          <ScreenErrorBoundary resetKey={[screen, ...route.rest].join('/')}>
            {/* A screen whose code is still loading (shell/lazyScreen.ts) shows nothing for that moment. */}
            <Suspense fallback={null}>
              <Screen />
            </Suspense>
          </ScreenErrorBoundary>
        ) : null}
      </AppShell.Main>
    </AppShell>
  );
}
