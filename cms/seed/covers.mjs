// Generated cover images for the sample news posts. `coverSvg` returns a self-contained 1200x630
// SVG (gradient background, decorative motif, wrapped title, wordmark) that the seed script
// rasterises with sharp (librsvg), so only plain SVG shapes and system fonts are used.

const WIDTH = 1200;
const HEIGHT = 630;
const FONT = "Noto Sans, DejaVu Sans, sans-serif";
const MAX_CHARS = 28;
const MAX_LINES = 3;
const TITLE_SIZE = 56;
const LINE_HEIGHT = 70;
const INK = "#ffffff";

/** Escapes the characters that are special in XML text and attribute values. */
function escapeXml(value) {
  return String(value).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** Length in user-perceived characters (Vietnamese letters may be composed of several code points). */
function charCount(text) {
  return [...text.normalize("NFC")].length;
}

/** Wraps `title` into at most `maxLines` lines of about `maxChars` characters, ending with … if cut. */
export function wrapTitle(title, maxChars = MAX_CHARS, maxLines = MAX_LINES) {
  const words = String(title ?? "")
    .normalize("NFC")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    // A single word longer than a line is split into line-sized pieces.
    .flatMap((word) => {
      const chars = [...word];
      if (chars.length <= maxChars) return [word];
      const pieces = [];
      for (let i = 0; i < chars.length; i += maxChars) pieces.push(chars.slice(i, i + maxChars).join(""));
      return pieces;
    });

  const lines = [];
  let current = "";
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (charCount(candidate) <= maxChars) {
      current = candidate;
    } else {
      if (current) lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);

  if (lines.length <= maxLines) return lines;

  // Too long: keep the first lines and end the last kept line with an ellipsis.
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1];
  while (charCount(last) + 1 > maxChars && last.includes(" ")) last = last.slice(0, last.lastIndexOf(" "));
  if (charCount(last) + 1 > maxChars) last = [...last].slice(0, maxChars - 1).join("");
  kept[maxLines - 1] = `${last.replace(/[\s,.:;–—-]+$/u, "")}…`;
  return kept;
}

/** Small deterministic pseudo-random generator, seeded from the title so each cover differs. */
function seededRandom(text) {
  let h = 2166136261;
  for (const ch of String(text)) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 16777619);
  }
  let state = h >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;

function gridMotif(rand) {
  const parts = [];
  const step = 60;
  // A dotted grid fading in towards the right edge.
  for (let x = 540; x <= WIDTH; x += step) {
    for (let y = 30; y <= HEIGHT; y += step) {
      const t = (x - 540) / (WIDTH - 540);
      const opacity = Math.round((0.08 + t * 0.3) * 100) / 100;
      parts.push(`<circle cx="${x}" cy="${y}" r="3" fill="${INK}" fill-opacity="${opacity}"/>`);
    }
  }
  // A few highlighted cells.
  for (let i = 0; i < 5; i++) {
    const x = 540 + Math.floor(rand() * 10) * step;
    const y = 30 + Math.floor(rand() * 10) * step;
    parts.push(`<rect x="${x}" y="${y}" width="${step}" height="${step}" fill="${INK}" fill-opacity="0.08"/>`);
  }
  for (let x = 540; x <= WIDTH; x += step * 2) {
    parts.push(`<line x1="${x}" y1="0" x2="${x}" y2="${HEIGHT}" stroke="${INK}" stroke-opacity="0.07" stroke-width="1"/>`);
  }
  for (let y = 30; y <= HEIGHT; y += step * 2) {
    parts.push(`<line x1="540" y1="${y}" x2="${WIDTH}" y2="${y}" stroke="${INK}" stroke-opacity="0.07" stroke-width="1"/>`);
  }
  return parts.join("");
}

function circlesMotif(rand) {
  const parts = [];
  const cx = 1040;
  const cy = 120;
  for (let r = 60; r <= 460; r += 50) {
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${INK}" stroke-opacity="0.13" stroke-width="2"/>`);
  }
  parts.push(`<circle cx="${cx}" cy="${cy}" r="40" fill="${INK}" fill-opacity="0.16"/>`);
  for (let i = 0; i < 7; i++) {
    const x = r1(640 + rand() * 520);
    const y = r1(260 + rand() * 340);
    const r = r1(10 + rand() * 38);
    parts.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${INK}" fill-opacity="${r1(0.06 + rand() * 0.1)}"/>`);
  }
  return parts.join("");
}

function wavesMotif(rand) {
  const parts = [];
  for (let i = 0; i < 6; i++) {
    const baseY = 360 + i * 48;
    const amp = 18 + rand() * 26;
    const len = 220 + rand() * 120;
    const phase = rand() * len;
    let d = `M ${-phase} ${baseY}`;
    for (let x = -phase; x < WIDTH + len; x += len) {
      d += ` q ${r1(len / 4)} ${r1(-amp)} ${r1(len / 2)} 0 t ${r1(len / 2)} 0`;
    }
    parts.push(
      `<path d="${d}" fill="none" stroke="${INK}" stroke-opacity="${r1(0.09 + i * 0.025)}" stroke-width="${3 + (i % 3)}" stroke-linecap="round"/>`,
    );
  }
  return parts.join("");
}

function barsMotif(rand) {
  const parts = [];
  const barWidth = 44;
  const gap = 22;
  const baseline = HEIGHT - 40;
  let height = 90 + rand() * 40;
  for (let x = 640; x + barWidth <= WIDTH - 40; x += barWidth + gap) {
    height = Math.min(460, Math.max(60, height + 15 + rand() * 55 - 20));
    parts.push(
      `<rect x="${x}" y="${r1(baseline - height)}" width="${barWidth}" height="${r1(height)}" rx="6" fill="${INK}" fill-opacity="0.14"/>`,
    );
  }
  parts.push(`<line x1="620" y1="${baseline}" x2="${WIDTH - 30}" y2="${baseline}" stroke="${INK}" stroke-opacity="0.3" stroke-width="2"/>`);
  // A rising trend line over the bars.
  const points = [];
  for (let i = 0; i <= 6; i++) points.push(`${r1(650 + i * 80)},${r1(400 - i * 45 - rand() * 30)}`);
  parts.push(
    `<polyline points="${points.join(" ")}" fill="none" stroke="${INK}" stroke-opacity="0.4" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  return parts.join("");
}

function nodesMotif(rand) {
  const nodes = [];
  for (let i = 0; i < 14; i++) {
    nodes.push({ x: r1(620 + rand() * 540), y: r1(40 + rand() * 550), r: r1(5 + rand() * 9) });
  }
  const parts = [];
  // Connect each node to its two nearest neighbours.
  const seen = new Set();
  nodes.forEach((a, i) => {
    nodes
      .map((b, j) => ({ j, d: (a.x - b.x) ** 2 + (a.y - b.y) ** 2 }))
      .filter(({ j }) => j !== i)
      .sort((p, q) => p.d - q.d)
      .slice(0, 2)
      .forEach(({ j }) => {
        const key = i < j ? `${i}-${j}` : `${j}-${i}`;
        if (seen.has(key)) return;
        seen.add(key);
        const b = nodes[j];
        parts.push(`<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="${INK}" stroke-opacity="0.18" stroke-width="2"/>`);
      });
  });
  for (const n of nodes) {
    parts.push(`<circle cx="${n.x}" cy="${n.y}" r="${n.r * 2.2}" fill="${INK}" fill-opacity="0.06"/>`);
    parts.push(`<circle cx="${n.x}" cy="${n.y}" r="${n.r}" fill="${INK}" fill-opacity="0.3"/>`);
  }
  return parts.join("");
}

const motifs = { grid: gridMotif, circles: circlesMotif, waves: wavesMotif, bars: barsMotif, nodes: nodesMotif };

const isHex = (value) => typeof value === "string" && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

/**
 * @param {{ title: string, cover: { from: string, to: string, motif: "grid" | "circles" | "waves" | "bars" | "nodes" } }} post
 * @returns {string} a 1200x630 SVG document
 */
export function coverSvg({ title, cover: { from, to, motif } = {} }) {
  const start = isHex(from) ? from : "#0f766e";
  const end = isHex(to) ? to : "#134e4a";
  const draw = motifs[motif] ?? motifs.grid;
  const rand = seededRandom(`${title}|${motif}`);

  const lines = wrapTitle(title);
  // Centre the title block vertically in the area above the wordmark.
  const blockHeight = (lines.length - 1) * LINE_HEIGHT;
  const firstBaseline = Math.round(300 - blockHeight / 2 + TITLE_SIZE * 0.35);
  const accentY = firstBaseline - TITLE_SIZE - 34;
  const tspans = lines.map((line, i) => `<tspan x="80" y="${firstBaseline + i * LINE_HEIGHT}">${escapeXml(line)}</tspan>`).join("");

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${start}"/><stop offset="1" stop-color="${end}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    `<g>${draw(rand)}</g>`,
    `<rect x="80" y="${accentY}" width="72" height="6" rx="3" fill="${INK}" fill-opacity="0.85"/>`,
    `<text font-family="${FONT}" font-size="${TITLE_SIZE}" font-weight="700" fill="${INK}">${tspans}</text>`,
    // Wordmark: a small sprout and the academy name.
    `<g transform="translate(80 548)">`,
    `<circle cx="14" cy="14" r="14" fill="${INK}" fill-opacity="0.9"/>`,
    `<path d="M14 22 C14 16 14 12 14 9 M14 14 C9 14 7 10 7 7 C11 7 14 9 14 14 M14 12 C14 8 17 5 21 5 C21 9 18 12 14 12" fill="none" stroke="${start}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<text x="42" y="22" font-family="${FONT}" font-size="22" font-weight="700" letter-spacing="4" fill="${INK}" fill-opacity="0.92">SEED ACADEMY</text>`,
    `</g>`,
    `</svg>`,
  ].join("");
}
