import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconTrophy } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { navigate } from './routes';

interface Props {
  /** The route shown: moving to another screen (Back, a link, the navigation) tries the screens again. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** The route the error happened on; another route clears it. */
  at: string;
}

/**
 * Around every screen (in the shell): an error while drawing a screen says what went wrong and offers a way back
 * (the League overview, or a reload) instead of leaving a blank window. Nothing was written by drawing the screen, so
 * the league file is untouched either way.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    this.state = { error: null, at: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return state.at === props.resetKey ? null : { error: null, at: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The console keeps the component stack for a bug report; the screen shows the error in words.
    console.error('A screen failed to draw:', error, info.componentStack);
  }

  private backToLeague = () => {
    this.setState({ error: null });
    navigate('league');
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title="This screen could not be shown" maw={720} role="alert">
        <Stack gap="sm">
          <Text size="sm">
            Pitwall hit an error while drawing it. Nothing was changed in the league: go back to the League overview, or reload the window to read the league
            afresh.
          </Text>
          <Code block>{error.message || error.name}</Code>
          <Group gap="sm">
            <Button leftSection={<IconTrophy size={16} />} onClick={this.backToLeague}>
              Go to the League overview
            </Button>
            <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
              Reload
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
}
