import { useEffect, useState } from 'react';

export const SCREENS = [
  { id: 'league', label: 'League', hint: 'Franchises, settings and activity' },
  { id: 'garage', label: 'Garage', hint: 'Design, buy and refit cars' },
  { id: 'roster', label: 'Roster', hint: 'Competitors, hiring and advancement' },
  { id: 'match', label: 'Match', hint: 'Set up, run and record matches' },
  { id: 'season', label: 'Season', hint: 'Schedule, standings and season end' },
] as const;

export type ScreenId = (typeof SCREENS)[number]['id'];

function fromHash(): ScreenId {
  const id = window.location.hash.replace(/^#\/?/, '').split('/')[0];
  return SCREENS.some((s) => s.id === id) ? (id as ScreenId) : 'league';
}

/** Hash routing: a reload keeps the screen, and nothing depends on how the page was served. */
export function useScreen(): [ScreenId, (id: ScreenId) => void] {
  const [screen, setScreen] = useState<ScreenId>(fromHash);
  useEffect(() => {
    const onHash = () => setScreen(fromHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return [screen, (id) => (window.location.hash = `#/${id}`)];
}
