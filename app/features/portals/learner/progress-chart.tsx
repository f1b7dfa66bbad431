import { dateTimeFormat } from "~/features/i18n/intl-cache";
import { LocalDate } from "~/components/ui/LocalDate";
import { linePoints, type ProgressWeek } from "./figures";
import { ScrollBox } from "~/components/ui/ScrollBox";

/** A week's Monday (YYYY-MM-DD) as a short day and month in the reader's language. */
const shortWeek = (weekOf: string, locale: string) =>
  dateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${weekOf}T00:00:00Z`));

/**
 * Progress over time (spec 001 §2, analytics): the learner's average competency level week by week
 * as a line chart, an SVG drawn on the server (there without JavaScript), named for screen readers,
 * with the same figures, each competency's too, in a table below it (like the dashboard's radar).
 */
export function ProgressChart({
  title,
  weeks,
  locale,
  columns,
  competencyName,
}: {
  title: string;
  weeks: ProgressWeek[];
  locale: string;
  columns: { week: string; average: string };
  competencyName: (key: string) => string;
}) {
  const width = 560;
  const height = 240;
  const plot = { left: 44, top: 16, width: width - 44 - 24, height: height - 16 - 36 };
  const points = linePoints(
    weeks.map((week) => week.average),
    plot,
  );
  const keys = [...new Set(weeks.flatMap((week) => Object.keys(week.levels)))];
  return (
    <div className="mt-4 flex flex-col gap-6">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="progress-chart-title"
        className="w-full max-w-2xl"
        data-testid="progress-chart"
      >
        <title id="progress-chart-title">{title}</title>
        {[0, 25, 50, 75, 100].map((level) => {
          const y = plot.top + plot.height - (level / 100) * plot.height;
          return (
            <g key={level}>
              <line x1={plot.left} x2={plot.left + plot.width} y1={y} y2={y} stroke="#cbd5e1" strokeWidth="1" />
              <text x={plot.left - 8} y={y} fontSize="11" textAnchor="end" dominantBaseline="middle" fill="#334155">
                {level}%
              </text>
            </g>
          );
        })}
        <polyline
          points={points.map((p) => `${p.x},${p.y}`).join(" ")}
          fill="none"
          stroke="#0f766e"
          strokeWidth="2.5"
          data-testid="progress-line"
        />
        {points.map((point, i) => (
          <g key={weeks[i].weekOf}>
            <circle cx={point.x} cy={point.y} r="4" fill="#0f766e" />
            <text x={point.x} y={plot.top + plot.height + 20} fontSize="11" textAnchor="middle" fill="#334155" suppressHydrationWarning>
              {shortWeek(weeks[i].weekOf, locale)}
            </text>
          </g>
        ))}
      </svg>
      <ScrollBox label={title}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-4">
                {columns.week}
              </th>
              <th scope="col" className="py-2 pr-4">
                {columns.average}
              </th>
              {keys.map((key) => (
                <th key={key} scope="col" className="py-2 pr-4">
                  {competencyName(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekOf} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-4 font-medium text-slate-700">
                  <LocalDate value={week.weekOf} locale={locale} style="short" />
                </th>
                <td className="py-2 pr-4 font-semibold text-slate-900">{week.average}%</td>
                {keys.map((key) => (
                  <td key={key} className="py-2 pr-4 text-slate-800">
                    {key in week.levels ? `${week.levels[key]}%` : "–"}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </div>
  );
}
