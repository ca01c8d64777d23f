import { useMemo } from 'react';
import { dethmetalSettingsSchema, type DethmetalSettings } from '../../../src-shared/engine/dethmetal';
import type { LeagueSettingsView } from '../../../src-shared/ipc';
import { useQuery } from '../../api/ApiProvider';

/** The league's settings object, rebuilt from the house rules the settings channel lists ("car.x" → settings.car.x). */
export function settingsFromView(view: LeagueSettingsView): DethmetalSettings {
  const nested: Record<string, Record<string, unknown>> = {};
  for (const rule of view.houseRules) {
    const [area, field] = rule.key.split('.') as [string, string];
    (nested[area] ??= {})[field] = rule.value;
  }
  return dethmetalSettingsSchema.parse(nested);
}

/** The open league's house rules as the engine takes them; undefined until they have loaded. */
export function useLeagueSettings(): DethmetalSettings | undefined {
  const view = useQuery('league.settings', {});
  return useMemo(() => (view.data ? settingsFromView(view.data) : undefined), [view.data]);
}
