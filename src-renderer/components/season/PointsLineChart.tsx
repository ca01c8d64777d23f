/** Mantine's line chart and its styles, in a chunk of their own (loaded by ./PointsChart.tsx). */
import '@mantine/charts/styles.css';
import { LineChart, type LineChartProps } from '@mantine/charts';

export function PointsLineChart(props: LineChartProps) {
  return <LineChart {...props} />;
}
