/**
 * The tables an export prints, whichever standings it holds: a Dethmetal league's (franchises, competitors,
 * src-shared/exports/standings.ts's columns) or the league core's (teams, the ruleset's people with their stats,
 * columns named by the document, and the entrants' championship where the ruleset keeps one). CSV, Markdown and PDF
 * write these; JSON writes the document itself.
 */
import {
  type AnyStandingsTable,
  COMPETITOR_COLUMNS,
  type CoreStandingsTable,
  FRANCHISE_COLUMNS,
  isCoreStandings,
  scopeLabel,
} from '../../../src-shared/exports/standings';
import type { StandingsCsvTable } from './csv';

export type Cell = string | number | null;

export interface LayoutColumn {
  key: string;
  label: string;
  /** Right-aligned in Markdown and on paper. */
  numeric: boolean;
  /** Takes the width left over on paper (names). */
  wide: boolean;
}

export interface LayoutTable {
  /** The CSV file it is written to (`--table`): the teams', the people's or the entrants'. */
  which: StandingsCsvTable;
  title: string;
  columns: LayoutColumn[];
  rows: Record<string, Cell>[];
}

export interface StandingsLayout {
  league: string;
  title: string;
  /** The teams', the people's, then the entrants' where the league keeps that table. */
  tables: [LayoutTable, LayoutTable, ...LayoutTable[]];
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function dethmetalTables(t: Exclude<AnyStandingsTable, CoreStandingsTable>): [LayoutTable, LayoutTable] {
  const col = (wide: readonly string[]) => (c: { key: string; label: string }) => ({
    ...c,
    wide: wide.includes(c.key),
    numeric: !['franchise', 'owner', 'competitor'].includes(c.key),
  });
  return [
    { which: 'franchises', title: 'Franchises', columns: FRANCHISE_COLUMNS.map(col(['franchise', 'owner'])), rows: t.franchises },
    { which: 'competitors', title: 'Competitors', columns: COMPETITOR_COLUMNS.map(col(['competitor', 'franchise'])), rows: t.competitors },
  ];
}

function coreTables(t: CoreStandingsTable): [LayoutTable, LayoutTable, ...LayoutTable[]] {
  const num = (key: string, label: string): LayoutColumn => ({ key, label, numeric: true, wide: false });
  const name = (key: string, label: string): LayoutColumn => ({ key, label, numeric: false, wide: true });
  const stat = (c: { key: string; label: string }) => num(`stat:${c.key}`, c.label);
  const flat = <R extends { stats: Record<string, number> }>({ stats, ...rest }: R): Record<string, Cell> => ({
    ...(rest as Record<string, Cell>),
    ...Object.fromEntries(Object.entries(stats).map(([k, v]) => [`stat:${k}`, v])),
  });
  return [
    {
      which: 'franchises',
      title: 'Teams',
      columns: [
        num('place', 'Place'),
        name('team', 'Team'),
        num('played', 'Played'),
        num('wins', 'Wins'),
        num('draws', 'Draws'),
        num('losses', 'Losses'),
        num('points', 'Points'),
        ...t.teamStats.map(stat),
        { key: 'decidedBy', label: 'Decided by', numeric: false, wide: true },
      ],
      rows: t.teams.map((r) => ({ ...flat(r), decidedBy: r.decidedBy ?? 'Points' })),
    },
    {
      which: 'competitors',
      title: capital(t.people.many),
      columns: [
        num('place', 'Place'),
        name('person', capital(t.people.one)),
        name('team', 'Team'),
        ...(t.vehicle ? [name('vehicle', capital(t.vehicle))] : []),
        num('games', 'Games'),
        num('wins', 'Wins'),
        num('draws', 'Draws'),
        num('losses', 'Losses'),
        ...t.personStats.map(stat),
      ],
      rows: t.persons.map(flat),
    },
    ...(t.entrants
      ? [
          {
            which: 'entrants' as const,
            // As Season › Standings heads it.
            title: `${capital(t.entrants.words.many)}' table`,
            columns: [
              num('place', 'Place'),
              name('entrant', capital(t.entrants.words.one)),
              name('team', 'Team'),
              num('played', 'Played'),
              num('wins', 'Wins'),
              num('points', 'Points'),
              ...t.entrants.stats.map(stat),
              { key: 'decidedBy', label: 'Decided by', numeric: false, wide: true },
            ],
            rows: t.entrants.rows.map((r) => ({ ...flat(r), decidedBy: r.decidedBy ?? 'Points' })),
          },
        ]
      : []),
  ];
}

export function standingsLayout(t: AnyStandingsTable): StandingsLayout {
  return {
    league: t.league,
    title: `${scopeLabel(t.scope)} standings`,
    tables: isCoreStandings(t) ? coreTables(t) : dethmetalTables(t),
  };
}
