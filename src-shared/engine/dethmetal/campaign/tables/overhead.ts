/**
 * Franchise Overhead Table (Part VI › Post-match › Overhead costs). Rows are net income bands in whole k,
 * columns franchise-size bands; a cell is the profit actually banked (gaps.md #62). The first row takes every
 * income of 20k or less, negatives included; the last row and column are open-ended.
 */
export const OVERHEAD_SIZE_BANDS = [
  { printed: '- 8', min: 0, max: 8 },
  { printed: '9 - 11', min: 9, max: 11 },
  { printed: '12 - 14', min: 12, max: 14 },
  { printed: '15 - 16', min: 15, max: 16 },
  { printed: '17 - 18', min: 17, max: 18 },
  { printed: '19 - 20', min: 19, max: 20 },
  { printed: '21 - 22', min: 21, max: 22 },
  { printed: '23+', min: 23, max: Infinity },
] as const;

export const OVERHEAD_INCOME_BANDS = [
  { printed: '- 20k', min: -Infinity, max: 20, profit: [30, 25, 20, 15, 10, 5, 0, 0] },
  { printed: '21 - 50k', min: 21, max: 50, profit: [50, 40, 30, 25, 20, 10, 5, 0] },
  { printed: '51 - 80k', min: 51, max: 80, profit: [70, 60, 50, 40, 30, 25, 20, 10] },
  { printed: '81 - 120k', min: 81, max: 120, profit: [90, 80, 70, 60, 50, 40, 30, 20] },
  { printed: '121 - 170k', min: 121, max: 170, profit: [110, 100, 90, 80, 70, 50, 40, 30] },
  { printed: '171 - 230k', min: 171, max: 230, profit: [130, 110, 100, 90, 80, 60, 50, 40] },
  { printed: '231 - 300k', min: 231, max: 300, profit: [150, 130, 120, 100, 90, 70, 60, 50] },
  { printed: '301 - 380k', min: 301, max: 380, profit: [160, 150, 140, 120, 100, 80, 70, 60] },
  { printed: '381 - 470k', min: 381, max: 470, profit: [170, 160, 150, 130, 120, 100, 90, 80] },
  { printed: '471 - 570k', min: 471, max: 570, profit: [180, 170, 160, 140, 130, 110, 100, 90] },
  { printed: '571k+', min: 571, max: Infinity, profit: [190, 180, 170, 150, 140, 120, 110, 100] },
] as const satisfies readonly { printed: string; min: number; max: number; profit: readonly number[] }[];
