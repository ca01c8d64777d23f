/**
 * The match-night cover: the event at a glance, then for each heat its line-up and a grid the referee fills in by
 * hand, then the match points summed by team. A car takes two lines of the grid, its driver's and its gunner's:
 * points belong to a competitor (gaps.md #38), and the result entry asks for each one.
 */
import type { Canvas, TextStyle } from '../../pdf/canvas';
import { BODY, FILL, GREY, INK, RULE, section, stack, stats, text, titleBand, WHITE, ZEBRA, type Block } from '../../pdf/kit';
import { shorten, widthOf } from '../../pdf/text';
import type { HeatLineup, LineupRow, MatchCoverModel } from './model';

/** One line of a car's two (driver, gunner): room for a pencilled number. */
const LINE_H = 12;
const NAME: TextStyle = { size: 7.2 };
const NAME_BOLD: TextStyle = { ...NAME, weight: 'bold' };
const ROLE: TextStyle = { size: 5.6, weight: 'bold', color: GREY };
const HEAD: TextStyle = { size: 6.4, weight: 'bold' };
const HEAD_NOTE: TextStyle = { size: 5.2, color: GREY };
const GROUP: TextStyle = { size: 5.8, weight: 'bold', color: GREY };
const SMALL: TextStyle = { size: 6.2, color: GREY };
const PAD = 2.5;
const SWATCH = 7;
const TICK = 7;

/** Top of a single line of `style` centred in a band `h` high from `y`. */
const middle = (y: number, h: number, style: TextStyle) => y + (h - style.size * 1.12) / 2 + 0.3;

function swatch(c: Canvas, x: number, y: number, colour: string): void {
  c.rect(x, y, SWATCH, SWATCH, { fill: colour, stroke: INK, lineWidth: 0.5 });
}

function tickBox(c: Canvas, cx: number, cy: number): void {
  c.rect(cx - TICK / 2, cy - TICK / 2, TICK, TICK, { fill: WHITE, stroke: INK, lineWidth: 0.6 });
}

interface Col {
  x: number;
  w: number;
}

/** Left edges and widths: the line-up's three columns share `lineup` of the width, each scoring column the same of the rest. */
function layout(width: number, scoring: number): { franchise: Col; car: Col; crew: Col; cells: Col[] } {
  const lineup = width * 0.56;
  const franchise = { x: 0, w: lineup * 0.34 };
  const car = { x: franchise.w, w: lineup * 0.3 };
  const crew = { x: franchise.w + car.w, w: lineup - franchise.w - car.w };
  const cell = (width - lineup) / scoring;
  return { franchise, car, crew, cells: Array.from({ length: scoring }, (_, i) => ({ x: lineup + i * cell, w: cell })) };
}

/** The heat grid's two heading rows: the three groups, then each column with how it counts. */
function gridHeader(model: MatchCoverModel, width: number): Block {
  const cols = [...model.scoring, ...model.car];
  const at = layout(width, cols.length);
  const groupH = 9;
  const headH = 17;
  const scoringEnd = at.cells[model.scoring.length]!.x;
  return {
    h: groupH + headH,
    keepWithNext: true,
    draw(c, x, y) {
      c.rect(x, y, width, groupH + headH, { fill: FILL });
      c.line(x, y + 0.375, x + width, y + 0.375, INK, 0.75);
      const group = (label: string, from: number, to: number) =>
        c.text(x + from + (to - from - widthOf(label, GROUP)) / 2, middle(y, groupH, GROUP), label, GROUP);
      group('LINE-UP', 0, at.cells[0]!.x);
      group('SCORING', at.cells[0]!.x, scoringEnd);
      group('CAR', scoringEnd, width);
      c.line(x, y + groupH, x + width, y + groupH, RULE, 0.4);
      const label = (l: string, col: Col, note?: string, align: 'left' | 'center' = 'left') => {
        const lx = (s: string, style: TextStyle) => (align === 'left' ? x + col.x + PAD : x + col.x + (col.w - widthOf(s, style)) / 2);
        const top = y + groupH + (note ? 2 : (headH - HEAD.size * 1.12) / 2);
        // A long heading ("Destroyed") is set smaller to fit its narrow column rather than cut.
        const style = { ...HEAD, size: Math.min(HEAD.size, (HEAD.size * (col.w - 2)) / widthOf(l, HEAD)) };
        c.text(lx(l, style), top + (HEAD.size - style.size), l, style);
        if (note) c.text(lx(note, HEAD_NOTE), top + HEAD.size * 1.15, note, HEAD_NOTE);
      };
      label('Team', at.franchise);
      label('Car', at.car);
      label('Crew', at.crew, 'D driver · G gunner');
      cols.forEach((col, i) => label(col.label, at.cells[i]!, col.note, 'center'));
      dividers(c, x, y + groupH, headH, at, model.scoring.length);
      c.line(x, y + groupH + headH - 0.25, x + width, y + groupH + headH - 0.25, INK, 0.5);
    },
  };
}

/** The column rules of a band of the grid: hairlines, and a heavier one where the line-up, scoring and car groups meet. */
function dividers(c: Canvas, x: number, y: number, h: number, at: ReturnType<typeof layout>, scoring: number): void {
  c.line(x + at.car.x, y, x + at.car.x, y + h, RULE, 0.3);
  c.line(x + at.crew.x, y, x + at.crew.x, y + h, RULE, 0.3);
  at.cells.forEach((cell, i) => {
    const heavy = i === 0 || i === scoring;
    c.line(x + cell.x, y, x + cell.x, y + h, heavy ? INK : RULE, heavy ? 0.6 : 0.3);
  });
}

/** A line to write on, inside a cell. */
function writeOn(c: Canvas, x: number, baseline: number, w: number): void {
  c.line(x, baseline, x + w, baseline, RULE, 0.4);
}

/** One car of a heat: its team, the car and crew (or lines to write them), and the cells to fill in. */
function carRow(model: MatchCoverModel, width: number, team: { franchise: string; swatch: string }, r: LineupRow, firstOfTeam: boolean): Block {
  const cols = [...model.scoring, ...model.car];
  const at = layout(width, cols.length);
  const h = 2 * LINE_H;
  const noGunner = r !== null && r.gunner === null;
  return {
    h,
    draw(c, x, y) {
      c.line(x, y, x + width, y, firstOfTeam ? INK : RULE, firstOfTeam ? 0.75 : 0.4);
      // The franchise colour on every row, its name on the first: a team's rows read as one group.
      swatch(c, x + PAD, y + (LINE_H - SWATCH) / 2, team.swatch);
      const fw = at.franchise.w - 2 * PAD - SWATCH - 3;
      const fStyle = firstOfTeam ? NAME_BOLD : { ...NAME, color: GREY };
      c.text(x + PAD + SWATCH + 3, middle(y, LINE_H, fStyle), shorten(team.franchise, fStyle, fw), fStyle);
      const lineTop = (i: number) => y + i * LINE_H;
      if (r) {
        c.text(x + at.car.x + PAD, middle(y, LINE_H, NAME_BOLD), shorten(r.car, NAME_BOLD, at.car.w - 2 * PAD), NAME_BOLD);
      } else {
        c.text(x + at.car.x + PAD, middle(y, LINE_H, SMALL), 'car', SMALL);
        writeOn(c, x + at.car.x + PAD + 12, lineTop(1) - 2.5, at.car.w - 2 * PAD - 12);
      }
      const crewW = at.crew.w - 2 * PAD - 8;
      (['D', 'G'] as const).forEach((role, i) => {
        const top = lineTop(i);
        c.text(x + at.crew.x + PAD, middle(top, LINE_H, ROLE), role, ROLE);
        const name = r === null ? null : role === 'D' ? r.driver : r.gunner;
        if (name) c.text(x + at.crew.x + PAD + 8, middle(top, LINE_H, NAME), shorten(name, NAME, crewW), NAME);
        else if (r) c.text(x + at.crew.x + PAD + 8, middle(top, LINE_H, SMALL), 'no gunner', SMALL);
        else writeOn(c, x + at.crew.x + PAD + 8, top + LINE_H - 2.5, crewW);
      });
      cols.forEach((col, i) => {
        const cell = at.cells[i]!;
        const cx = x + cell.x + cell.w / 2;
        if (col.per === 'car') {
          if (col.tick) tickBox(c, cx, y + h / 2);
          return;
        }
        // A crew column: the gunner's half shaded when the car has none.
        if (noGunner) c.rect(x + cell.x, y + LINE_H, cell.w, LINE_H, { fill: ZEBRA });
        c.line(x + cell.x + 2, y + LINE_H, x + cell.x + cell.w - 2, y + LINE_H, RULE, 0.3);
        if (col.tick) for (const line of noGunner ? [0] : [0, 1]) tickBox(c, cx, y + line * LINE_H + LINE_H / 2);
      });
      dividers(c, x, y, h, at, model.scoring.length);
      c.line(x, y + h - 0.2, x + width, y + h - 0.2, RULE, 0.4);
    },
  };
}

function heatGrid(model: MatchCoverModel, heat: HeatLineup, width: number): Block[] {
  const unassigned = heat.teams.filter((t) => t.rows.every((r) => r === null)).length;
  const aside =
    unassigned === heat.teams.length
      ? 'line-up not assigned: write the crews in'
      : unassigned
        ? `${unassigned} team${unassigned === 1 ? '' : 's'} not assigned: write their crews in`
        : 'line-up as assigned in Pitwall';
  const head = gridHeader(model, width);
  const carried = stack([text(`Heat ${heat.heat}, continued`, width, { ...HEAD, size: 7.5 }, { marginBottom: 2 }), head]);
  // A team's cars stay together on one page; a page that takes over the grid repeats its heading.
  const rows = heat.teams.flatMap((t) =>
    t.rows.map((r, i) => ({ ...carRow(model, width, t, r, i === 0), carriedHead: carried, keepWithNext: i < t.rows.length - 1 })),
  );
  const closing: Block = { h: 0.75, draw: (c, x, y) => c.line(x, y, x + width, y, INK, 0.75) };
  return section(`Heat ${heat.heat}`, width, [head, ...rows, closing], aside, 2);
}

/** Match points by team: each heat's, their sum, and who won. */
function matchPoints(model: MatchCoverModel, width: number): Block[] {
  const heats = model.heats.map((h) => `Heat ${h.heat}`);
  const cols = [...heats, 'Match points', 'Won'];
  const nameW = width * 0.34;
  const cellW = (width - nameW) / cols.length;
  const rowH = 16;
  const header: Block = {
    h: 13,
    keepWithNext: true,
    draw(c, x, y) {
      c.rect(x, y, width, 13, { fill: FILL });
      c.line(x, y + 0.375, x + width, y + 0.375, INK, 0.75);
      c.text(x + PAD, middle(y, 13, HEAD), 'Team', HEAD);
      cols.forEach((l, i) => c.text(x + nameW + i * cellW + (cellW - widthOf(l, HEAD)) / 2, middle(y, 13, HEAD), l, HEAD));
      c.line(x, y + 12.75, x + width, y + 12.75, INK, 0.5);
    },
  };
  const rows: Block[] = model.franchises.map((f) => ({
    h: rowH,
    draw(c, x, y) {
      swatch(c, x + PAD, y + (rowH - SWATCH) / 2, f.swatch);
      c.text(x + PAD + SWATCH + 3, middle(y, rowH, NAME_BOLD), shorten(f.name, NAME_BOLD, nameW - 2 * PAD - SWATCH - 3), NAME_BOLD);
      cols.forEach((_, i) => {
        const left = x + nameW + i * cellW;
        c.line(left, y, left, y + rowH, i === heats.length ? INK : RULE, i === heats.length ? 0.6 : 0.3);
      });
      tickBox(c, x + nameW + (cols.length - 0.5) * cellW, y + rowH / 2);
      c.line(x, y + rowH - 0.2, x + width, y + rowH - 0.2, RULE, 0.4);
    },
  }));
  return section('Match points', width, [header, ...rows], 'the heats summed; the most points wins, ties all win', 2);
}

/** Lines for the referee's name and the captains' signatures. */
function signatures(width: number): Block {
  const labels = ['Referee', 'Signed', 'Recorded in Pitwall on'];
  const w = (width - 2 * 16) / labels.length;
  return {
    h: 30,
    draw(c, x, y) {
      labels.forEach((l, i) => {
        const left = x + i * (w + 16);
        c.line(left, y + 20, left + w, y + 20, INK, 0.5);
        c.text(left, y + 22, l, SMALL);
      });
    },
  };
}

/** A ruled box with a shaded ground: what the referee must not miss. */
function notice(message: string, width: number): Block {
  const inner = text(message, width - 12, { ...BODY, size: 7.8, weight: 'bold' });
  const h = inner.h + 10;
  return {
    h: h + 6,
    draw(c, x, y) {
      c.rect(x + 0.75, y + 0.75, width - 1.5, h - 1.5, { fill: FILL, stroke: INK, lineWidth: 1.5 });
      inner.draw(c, x + 6, y + 5);
    },
  };
}

export function matchCover(model: MatchCoverModel, width: number): { heading: string; blocks: Block[] } {
  return {
    heading: `Match night · ${model.title} · cover`,
    blocks: [
      titleBand(model.kicker, model.title, [{ label: 'Status', value: model.status }], width),
      stats(model.event, width + 3),
      { h: 6, draw: () => {} },
      ...(model.lineupNotice ? [notice(model.lineupNotice, width)] : []),
      stack([
        text(model.format, width, BODY, { marginBottom: 2 }),
        text(model.scoringKey, width, { ...BODY, color: '#222222' }, { marginBottom: 2 }),
        text(model.sheetsNote, width, { ...BODY, color: GREY }),
      ]),
      ...model.heats.flatMap((h) => heatGrid(model, h, width)),
      // The totals and the signatures under them are filled in together: never split across pages.
      stack([...matchPoints(model, width), signatures(width)]),
    ],
  };
}
