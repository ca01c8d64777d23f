import { Box } from '@mantine/core';
import { Suspense } from 'react';
import type { QuestionOdds } from '../../../src-shared/engine/core/odds';
import { percent } from '../../../src-shared/text/chance';
import { lazyScreen } from '../../shell/lazyScreen';

// The chart library loads with the first chart, or once the page is idle (shell/lazyScreen.ts), as PointsChart does.
const BarChart = lazyScreen(() => import('./AtLeastBarChart').then((m) => m.AtLeastBarChart));
export const CHART_HEIGHT = 132;

/**
 * "At least N" of a numeric question as bars: the chance of each value or more. The lowest value is left out (it is
 * always 100%); the chart keeps its height while its code loads, so nothing below it moves when it appears.
 */
export function AtLeastChart({ question }: { question: QuestionOdds }) {
  const data = (question.atLeast ?? []).slice(1).map((a) => ({ n: `${a.n}+`, chance: a.probability * 100 }));
  return (
    <Suspense fallback={<Box h={CHART_HEIGHT} />}>
      <BarChart
        h={CHART_HEIGHT}
        data={data}
        dataKey="n"
        series={[{ name: 'chance', label: 'At least', color: 'blue.6' }]}
        // Whole quarters on the axis; each bar says its own chance to one decimal.
        yAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100], width: 40, tickFormatter: (v: number) => `${v}%` }}
        valueFormatter={(v: number) => percent(v / 100)}
        withBarValueLabel
        maxBarWidth={56}
        tickLine="none"
        gridAxis="x"
        barProps={{ isAnimationActive: false }}
        aria-label={`At least N: ${question.label}`}
      />
    </Suspense>
  );
}
