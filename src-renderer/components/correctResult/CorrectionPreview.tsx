import { Alert, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { CorrectionChange, CorrectionPreview as Preview } from '../../../src-shared/ipc/channels/correct';

const AREAS: { area: CorrectionChange['area']; label: string }[] = [
  { area: 'results', label: 'Results' },
  { area: 'standings', label: 'Standings' },
  { area: 'money', label: 'Money' },
  { area: 'people', label: 'People' },
  { area: 'cars', label: 'Cars' },
  { area: 'careers', label: 'Careers' },
  { area: 'trophies', label: 'Trophies' },
  { area: 'other', label: 'Other' },
];

/** The replay's answer (`match.previewCorrection`): where it stopped and what to choose, or every change by area with the operation it comes from. */
export function CorrectionPreview({ preview }: { preview: Preview }) {
  // The corrected recording itself refused (two cars in one place, two winners): the form is what to change.
  if (preview.stopped?.journalId === preview.entry.journalId)
    return (
      <Alert color="red" title="The corrected result is not accepted" role="alert">
        <Text size="sm">{preview.stopped.reason}</Text>
      </Alert>
    );
  if (preview.stopped)
    return (
      <Alert color="orange" title={`Stopped at “${preview.stopped.summary}” (#${preview.stopped.journalId})`} role="alert">
        <Stack gap={4}>
          <Text size="sm">{preview.stopped.reason}</Text>
          <Text size="sm" fw={500}>
            {preview.stopped.choice}
          </Text>
        </Stack>
      </Alert>
    );
  return (
    <Stack gap="sm" aria-label="What the correction changes">
      <Text size="sm">
        {preview.replayed} later operation{preview.replayed === 1 ? '' : 's'} replayed; {preview.changes.length} change{preview.changes.length === 1 ? '' : 's'}
        .
      </Text>
      {AREAS.map(({ area, label }) => {
        const changes = preview.changes.filter((c) => c.area === area);
        if (!changes.length) return null;
        return (
          <Stack key={area} gap={4}>
            <Title order={5}>{label}</Title>
            <List size="sm" spacing={2}>
              {changes.map((c) => (
                <List.Item key={`${c.subject}|${c.cause?.journalId ?? ''}`}>
                  <b>{c.subject}</b>: {c.words}
                  {c.cause && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      — from #{c.cause.journalId} {c.cause.summary}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        );
      })}
      {preview.dice.length > 0 && (
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={5}>Dice</Title>
            <Badge variant="light" color="yellow">
              not from the log
            </Badge>
          </Group>
          <List size="sm" spacing={2}>
            {preview.dice.map((d) => (
              <List.Item key={`${d.journalId}|${d.note}`}>
                #{d.journalId} {d.op}: {d.note}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
