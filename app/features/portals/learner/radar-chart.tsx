import { percent, radarGeometry } from "./figures";

/**
 * The competencies as a radar chart (spec 001 §2): an SVG drawn on the server, so it is there
 * without JavaScript, named for screen readers, with the same figures as a table beside it.
 */
export function RadarChart({ title, items }: { title: string; items: { label: string; value: number }[] }) {
  const size = 240;
  const radius = 80;
  const centre = size / 2;
  const { points, axes } = radarGeometry(
    items.map((item) => item.value),
    radius,
    centre,
  );
  const rings = [0.25, 0.5, 0.75, 1].map(
    (share) =>
      radarGeometry(
        items.map(() => share),
        radius,
        centre,
      ).points,
  );
  return (
    <div className="mt-4 grid items-start gap-6 md:grid-cols-[260px_1fr]">
      <svg
        viewBox={`0 0 ${size} ${size}`}
        width={size}
        height={size}
        role="img"
        aria-labelledby="radar-title"
        className="mx-auto max-w-full"
      >
        <title id="radar-title">{title}</title>
        {rings.map((ring) => (
          <polygon key={ring} points={ring} fill="none" stroke="#cbd5e1" strokeWidth="1" />
        ))}
        {axes.map((axis, i) => (
          <line key={items[i].label} x1={centre} y1={centre} x2={axis.end.x} y2={axis.end.y} stroke="#cbd5e1" strokeWidth="1" />
        ))}
        <polygon points={points} fill="rgba(13,148,136,0.25)" stroke="#0f766e" strokeWidth="2" data-testid="radar-polygon" />
        {axes.map((axis, i) => (
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
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{title}</caption>
        <tbody>
          {items.map((item) => (
            <tr key={item.label} className="border-b border-slate-100">
              <th scope="row" className="py-2 font-medium text-slate-700">
                {item.label}
              </th>
              <td className="py-2 text-right font-semibold text-slate-900">{percent(item.value)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
