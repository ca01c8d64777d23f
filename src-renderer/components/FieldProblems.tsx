import { Stack, Text } from '@mantine/core';
import { organizerText } from '../../src-shared/text/rulesText';

/** What is wrong with one control, in plain words (the engine's gaps.md references left out), right under it. */
export function FieldProblems({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Stack gap={2} role="alert">
      {messages.map((m) => (
        <Text key={m} size="xs" c="red">
          {organizerText(m)}
        </Text>
      ))}
    </Stack>
  );
}
