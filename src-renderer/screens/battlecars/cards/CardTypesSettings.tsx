import { Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useApi, useQuery } from '../../../api/ApiProvider';
import { CardTypesEditor } from './CardTypesEditor';
import type { VehicleInUse } from './cardTypesModel';

/**
 * League › Settings › Vehicle card types: the league's card types and the vehicles built on each (`bcCards.list`),
 * saved whole through `bcCards.save`, which judges them again in the main process (the same words, their paths under
 * `cardTypes`). The editor starts afresh from what is stored after each save or undo.
 */
export function CardTypesSettings() {
  const view = useQuery('bcCards.list', {});
  const api = useApi();
  const vehicles = useMemo<VehicleInUse[]>(
    () => Object.values(view.data?.inUse ?? {}).flatMap((list) => list.map((v) => ({ name: v.name, team: v.team, design: v.design }))),
    [view.data],
  );
  if (view.error)
    return (
      <Text c="red" role="alert">
        {view.error.message}
      </Text>
    );
  if (!view.data) return <Loader size="sm" />;
  return (
    <CardTypesEditor
      key={JSON.stringify(view.data.cardTypes)}
      saved={view.data.cardTypes}
      vehicles={vehicles}
      onSave={async (cardTypes) => {
        const r = await api.call('bcCards.save', { cardTypes });
        if (r.ok) {
          notifications.show({ title: 'Card types saved', message: 'Every vehicle keeps its loads. Ctrl+Z undoes the change.', color: 'green' });
          return { ok: true };
        }
        const issues = ('issues' in r.error ? r.error.issues : [])
          .filter((i) => i.path[0] === 'cardTypes')
          .map((i) => ({ path: i.path.slice(1), message: i.message.replace(/^cardTypes\.[\w.]+: /, '') }));
        return { ok: false, message: r.error.message, issues };
      }}
    />
  );
}
