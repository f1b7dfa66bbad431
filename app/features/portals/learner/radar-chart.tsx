import { percent, radarGeometry } from "./figures";

/** A competency on the radar: the level the learner gave themselves and the one their grades give them (ADR 042), either may be missing. */
export interface RadarItem {
  label: string;
  self: number | null;
  graded: number | null;
  /** Said under a graded level: how many grades make it. */
  gradedNote?: string;
}

/** The chart's words: its title, the two shapes' names and what a missing level says. */
export interface RadarWords {
  title: string;
  self: string;
  graded: string;
  none: string;
}

const selfShape = { fill: "rgba(13,148,136,0.25)", stroke: "#0f766e" };
const gradedShape = { fill: "rgba(67,56,202,0.12)", stroke: "#4338ca", dash: "5 3" };

/**
 * The competencies as a radar chart (spec 001 §2): an SVG drawn on the server, so it is there
 * without JavaScript, named for screen readers, with the same figures as a table beside it. Two
 * shapes (ADR 042): the learner's self-assessment (filled) and the levels from their grades (dashed),
 * drawn only when some competency has one; a missing level sits at the centre and the table says so.
 */
export function RadarChart({ words, items }: { words: RadarWords; items: RadarItem[] }) {
  const size = 240;
  const radius = 80;
  const centre = size / 2;
  const shape = (values: (number | null)[]) =>
    radarGeometry(
      values.map((value) => value ?? 0),
      radius,
      centre,
    );
  const self = shape(items.map((item) => item.self));
  const hasGraded = items.some((item) => item.graded != null);
  const rings = [0.25, 0.5, 0.75, 1].map((share) => shape(items.map(() => share)).points);
  const level = (value: number | null) => (value == null ? words.none : `${percent(value)}%`);
  return (
    <div className="mt-4 grid items-start gap-6 md:grid-cols-[260px_1fr]">
      <div>
        <svg
          viewBox={`0 0 ${size} ${size}`}
          width={size}
          height={size}
          role="img"
          aria-labelledby="radar-title"
          className="mx-auto max-w-full"
        >
          <title id="radar-title">{words.title}</title>
          {rings.map((ring) => (
            <polygon key={ring} points={ring} fill="none" stroke="#cbd5e1" strokeWidth="1" />
          ))}
          {self.axes.map((axis, i) => (
            <line key={items[i].label} x1={centre} y1={centre} x2={axis.end.x} y2={axis.end.y} stroke="#cbd5e1" strokeWidth="1" />
          ))}
          <polygon points={self.points} fill={selfShape.fill} stroke={selfShape.stroke} strokeWidth="2" data-testid="radar-polygon" />
          {hasGraded ? (
            <polygon
              points={shape(items.map((item) => item.graded)).points}
              fill={gradedShape.fill}
              stroke={gradedShape.stroke}
              strokeWidth="2"
              strokeDasharray={gradedShape.dash}
              data-testid="radar-graded-polygon"
            />
          ) : null}
          {self.axes.map((axis, i) => (
            <text
              key={items[i].label}
              x={axis.label.x}
              y={axis.label.y}
              fontSize="10"
              textAnchor="middle"
              dominantBaseline="middle"
              fill="#334155"
            >
              {items[i].label}
            </text>
          ))}
        </svg>
        <ul className="mt-2 flex flex-wrap justify-center gap-4 text-sm text-slate-700">
          <LegendItem shape={selfShape} label={words.self} />
          {hasGraded ? <LegendItem shape={gradedShape} label={words.graded} /> : null}
        </ul>
      </div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{words.title}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <td />
            <th scope="col" className="py-2 text-right font-medium">
              {words.self}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {words.graded}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.label} className="border-b border-slate-100">
              <th scope="row" className="py-2 font-medium text-slate-700">
                {item.label}
              </th>
              <td className="py-2 text-right font-semibold text-slate-900">{level(item.self)}</td>
              <td className="py-2 text-right font-semibold text-slate-900">
                {level(item.graded)}
                {item.graded != null && item.gradedNote ? (
                  <span className="block text-xs font-normal text-slate-600">{item.gradedNote}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A shape's swatch and name under the chart (a dashed line tells the graded shape without its colour). */
function LegendItem({ shape, label }: { shape: { fill: string; stroke: string; dash?: string }; label: string }) {
  return (
    <li className="flex items-center gap-2">
      <svg width="24" height="12" aria-hidden="true">
        <rect x="1" y="1" width="22" height="10" fill={shape.fill} stroke={shape.stroke} strokeWidth="2" strokeDasharray={shape.dash} />
      </svg>
      {label}
    </li>
  );
}
