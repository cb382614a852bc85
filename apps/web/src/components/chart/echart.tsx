import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import type { EChartsCoreOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../../app/use-reduced-motion.ts';
import './echart.css';

// Only what the firm's charts draw: bars, lines, pies, their axes, tooltip and legend (a smaller bundle).
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/**
 * An ECharts chart (DESIGN.md: charts are ECharts) that follows its box's size, draws without
 * animation when the person asked for less motion (decision 0049), and names itself for screen
 * readers; the numbers it draws are always in a table beside it as well.
 */
export function EChart({ option, label }: { option: EChartsCoreOption; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    const element = box.current!;
    const instance = echarts.init(element);
    chart.current = instance;
    const resized = new ResizeObserver(() => instance.resize());
    resized.observe(element);
    return () => {
      resized.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({ animation: !reduced, ...option }, true);
  }, [option, reduced]);

  return <div ref={box} className="venus-echart" role="img" aria-label={label} />;
}
