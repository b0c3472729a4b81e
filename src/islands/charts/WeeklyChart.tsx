// The drawing of a weekly chart, with visx (docs/decisions/048): loaded on demand, once the chart is near
// the viewport. It is a picture of the numbers beside it: hidden from assistive technology, which reads
// the summary and the table instead.
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { BarStack, LinePath } from '@visx/shape';
import { useLayoutEffect, useRef, useState } from 'react';
import { colourOf, shareOf, weekLabel, weekTotals, type ChartData, type ChartKind } from './series.ts';

const HEIGHT = 240;
const MARGIN = { top: 8, right: 12, bottom: 28, left: 40 };
const tickLabel = { fill: '#334155', fontSize: 11 } as const;

/** The element's width, followed as the layout changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export default function WeeklyChart({ data, kind }: { data: ChartData; kind: ChartKind }) {
  const { ref, width } = useWidth();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const totals = weekTotals(data);
  const rows = data.weeks.map((week, i) =>
    Object.fromEntries([
      ['week', week],
      ...data.series.map((s) => [s.key, kind === 'share' ? shareOf(s.values[i] ?? 0, totals[i]!) : (s.values[i] ?? 0)]),
    ]),
  );
  const highest =
    kind === 'share'
      ? 100
      : Math.max(1, ...(kind === 'lines' ? data.series.flatMap((s) => s.values.map((v) => v ?? 0)) : totals));
  const y = scaleLinear({ domain: [0, highest], range: [innerHeight, 0], nice: true });
  const band = scaleBand({ domain: [...data.weeks], range: [0, innerWidth], padding: 0.25 });
  const point = scalePoint({ domain: [...data.weeks], range: [0, innerWidth], padding: 0.5 });
  const colours = new Map(data.series.map((s, i) => [s.key, colourOf(i)]));
  // Every week's name fits on a wide chart; on a narrow one, about one in six.
  const every = Math.max(1, Math.ceil(data.weeks.length / Math.max(1, Math.floor(innerWidth / 56))));

  return (
    <div ref={ref} className="w-full" style={{ height: HEIGHT }} aria-hidden="true">
      {width > 0 && (
        <svg width={width} height={HEIGHT} focusable="false">
          <Group left={MARGIN.left} top={MARGIN.top}>
            {kind === 'lines' ? (
              data.series.map((s) => (
                <LinePath
                  key={s.key}
                  data={[...s.values]}
                  x={(_, i) => point(data.weeks[i]!) ?? 0}
                  y={(value) => y(value ?? 0)}
                  stroke={colours.get(s.key)}
                  strokeWidth={2}
                />
              ))
            ) : (
              <BarStack
                data={rows}
                keys={data.series.map((s) => s.key)}
                x={(row) => String(row.week)}
                xScale={band}
                yScale={y}
                color={(key) => colours.get(String(key)) ?? '#334155'}
              />
            )}
            <AxisLeft
              scale={y}
              numTicks={4}
              tickLabelProps={() => ({ ...tickLabel, textAnchor: 'end', dx: -4, dy: 4 })}
            />
            <AxisBottom
              top={innerHeight}
              scale={kind === 'lines' ? point : band}
              tickValues={data.weeks.filter((_, i) => (data.weeks.length - 1 - i) % every === 0)}
              tickFormat={(week) => weekLabel(String(week))}
              tickLabelProps={() => ({ ...tickLabel, textAnchor: 'middle' })}
            />
          </Group>
        </svg>
      )}
    </div>
  );
}
