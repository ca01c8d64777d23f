import { Card, Stack, Text, Title } from '@mantine/core';

/** Screens that later issues fill. No fake data: just what will live here. */
export function ComingSoon({ screen }: { screen: { label: string; hint: string }; onNotify?: (m: string) => void }) {
  return (
    <Stack maw={720}>
      <Title order={2}>{screen.label}</Title>
      <Card withBorder padding="xl">
        <Text fw={600}>Coming soon</Text>
        <Text c="dimmed" size="sm">
          {screen.hint}. This screen arrives in a later version of Pitwall; the League screen is ready now.
        </Text>
      </Card>
    </Stack>
  );
}
