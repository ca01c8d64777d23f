/** Mantine's bar chart and its styles, in the chart library's chunk (loaded by ./AtLeastChart.tsx, as the season's points chart). */
import '@mantine/charts/styles.css';
import { BarChart, type BarChartProps } from '@mantine/charts';

export function AtLeastBarChart(props: BarChartProps) {
  return <BarChart {...props} />;
}
