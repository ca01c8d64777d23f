import { useEffect, useState } from 'react';

export const SCREENS = [
  { id: 'league', label: 'League', hint: 'Franchises, settings and activity' },
  { id: 'garage', label: 'Garage', hint: 'Design, buy and refit cars' },
  { id: 'roster', label: 'Roster', hint: 'Competitors, hiring and advancement' },
  { id: 'match', label: 'Match', hint: 'Set up, run and record matches' },
  { id: 'season', label: 'Season', hint: 'Schedule, standings and season end' },
] as const;

export type ScreenId = (typeof SCREENS)[number]['id'];

/** `#/screen/rest…`: the screen, and whatever the screen keeps after it (a tab, a franchise id, a car id). */
export interface Route {
  screen: ScreenId;
  rest: string[];
}

function fromHash(): Route {
  const [id, ...rest] = window.location.hash.replace(/^#\/?/, '').split('/');
  const screen = SCREENS.some((s) => s.id === id) ? (id as ScreenId) : 'league';
  return { screen, rest: screen === id ? rest.filter(Boolean).map(decodeURIComponent) : [] };
}

export function hrefOf(screen: ScreenId, ...rest: (string | number)[]): string {
  return `#/${[screen, ...rest.map((r) => encodeURIComponent(String(r)))].join('/')}`;
}

/** A franchise's page sits inside the League screen, as a team page sits inside its league: #/league/franchise/<id>. */
export const franchiseHref = (id: number): string => hrefOf('league', 'franchise', id);

export function navigate(screen: ScreenId, ...rest: (string | number)[]): void {
  window.location.hash = hrefOf(screen, ...rest);
}

/** Hash routing: a reload keeps the screen (and its tab), and nothing depends on how the page was served. */
export function useRoute(): Route {
  const [route, setRoute] = useState<Route>(fromHash);
  useEffect(() => {
    const onHash = () => setRoute(fromHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  return route;
}

export function useScreen(): [ScreenId, (id: ScreenId) => void] {
  const { screen } = useRoute();
  return [screen, (id) => navigate(id)];
}
