import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartLine {
  label: string;
  /** One value per time of the chart; the previous period's are drawn at the times they are compared with. */
  values: readonly number[];
  color: string;
  /** The previous period: dashed, thinner. */
  previous?: boolean;
}

interface TimeChartProps {
  /** What the chart shows, for those who cannot see it: its heading's id. */
  labelledBy: string;
  /** Seconds since the epoch of each bucket's start (UTC). */
  times: readonly number[];
  lines: readonly ChartLine[];
  /** Writes a value on the axis and in the legend (money, or a whole number). */
  format?: (value: number) => string;
  /** Bars for counts of whole days (orders, revenue); lines otherwise. */
  bars?: boolean;
  height?: number;
}

const wholeNumber = (value: number) => Math.round(value).toLocaleString('en-US');
const AXIS = { stroke: '#6b665e', grid: { stroke: '#efeae1', width: 1 }, ticks: { stroke: '#e6e1d8', width: 1 } };
const FONT = '12px ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
// Reports count UTC days and hours: the axis says them so, wherever the owner is.
const utc = (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC');

/**
 * A uPlot time chart as wide as its box, redrawn when the box changes width. The lines of the
 * previous period are dashed under the current ones; the legend below names them and, while the
 * pointer is over the chart, says their values there.
 */
export function TimeChart({
  labelledBy,
  times,
  lines,
  format = wholeNumber,
  bars = false,
  height = 220,
}: TimeChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [pointed, setPointed] = useState<number | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const bar = bars ? uPlot.paths.bars!({ size: [0.6, 48], gap: 2 }) : undefined;
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height,
      tzDate: utc,
      scales: { x: { time: true }, y: { range: (_self, _min, max) => [0, niceMax(max)] } },
      axes: [
        { ...AXIS, font: FONT, space: 64 },
        { ...AXIS, font: FONT, size: 56, values: (_self, ticks) => ticks.map(format) },
      ],
      cursor: { drag: { x: false, y: false }, points: { size: 7 } },
      legend: { show: false },
      hooks: { setCursor: [(self) => setPointed(self.cursor.idx ?? null)] },
      series: [
        {},
        ...lines.map((line) => ({
          label: line.label,
          stroke: line.color,
          width: line.previous ? 1.5 : 2,
          ...(line.previous ? { dash: [6, 5] } : {}),
          ...(bar && !line.previous ? { paths: bar, fill: `${line.color}cc` } : {}),
          points: { show: times.length <= 31 && !bar, size: 5 },
        })),
      ],
    };
    const chart = new uPlot(options, [times as number[], ...lines.map((line) => line.values as number[])], element);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 200), height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [times, lines, format, bars, height]);
  const at = pointed !== null && pointed < times.length ? pointed : null;
  return (
    <div className="time-chart">
      <div className="time-chart-plot" ref={box} role="img" aria-labelledby={labelledBy} />
      <ul className="time-chart-legend">
        {at !== null && <li className="time-chart-when">{legendTime(times[at]!, times)}</li>}
        {[...lines.filter((line) => !line.previous), ...lines.filter((line) => line.previous)].map((line) => (
          <li key={line.label}>
            <span
              className={`time-chart-swatch${line.previous ? ' is-previous' : ''}`}
              style={{ borderColor: line.color }}
              aria-hidden="true"
            />
            {line.label}
            {at !== null && <strong>{format(line.values[at] ?? 0)}</strong>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A top for the value axis a little above the highest value, at a round number; 4 for a chart of zeros. */
function niceMax(max: number | null): number {
  if (!max || max <= 0) return 4;
  const step = 10 ** Math.floor(Math.log10(max));
  return Math.ceil((max * 1.1) / step) * step;
}

/** The legend's time: an hour's start for hourly charts, the day otherwise. */
function legendTime(seconds: number, times: readonly number[]): string {
  const hourly = times.length > 1 && times[1]! - times[0]! < 86_400;
  const iso = new Date(seconds * 1000).toISOString();
  return hourly ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : iso.slice(0, 10);
}
