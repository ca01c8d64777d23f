import { Stack, Text } from '@mantine/core';

/** What is wrong with one control, in plain words, right under it. */
export function FieldProblems({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Stack gap={2} role="alert">
      {messages.map((m) => (
        <Text key={m} size="xs" c="red">
          {m}
        </Text>
      ))}
    </Stack>
  );
}
