import { Button } from '@mantine/core';
import { IconPrinter, IconTrash } from '@tabler/icons-react';

/** A vehicle's Print (where its sheet prints) and Remove buttons, named for a screen reader by the vehicle's name. */
export function PrintRemoveButtons({ name, onPrint, onRemove }: { name: string; onPrint?: (() => void) | null; onRemove: () => void }) {
  return (
    <>
      {onPrint && (
        <Button size="compact-sm" variant="default" leftSection={<IconPrinter size={14} />} onClick={onPrint} aria-label={`Print ${name}`}>
          Print
        </Button>
      )}
      <Button size="compact-sm" variant="default" leftSection={<IconTrash size={14} />} onClick={onRemove} aria-label={`Remove ${name}`}>
        Remove
      </Button>
    </>
  );
}
