import { useState } from "react";

/** "Nguyễn Thị Lan" → "NL", "lan@example.com" → "L": the first letter of the first and the last word. */
export function initials(name: string) {
  const letters = name
    .split("@")[0]
    .split(/[\s._-]+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter(Boolean);
  if (!letters.length) return "?";
  return `${letters[0]}${letters.length > 1 ? letters[letters.length - 1] : ""}`.toLocaleUpperCase();
}

const sizes = {
  sm: { className: "size-8 text-xs", px: 32 },
  md: { className: "size-10 text-sm", px: 40 },
  lg: { className: "size-24 text-2xl", px: 96 },
} as const;

/**
 * A person's picture, or their initials when there is none or it fails to load. Decorative: the
 * name is always written next to it.
 */
export function Avatar({ name, src, size = "md" }: { name: string; src?: string | null; size?: keyof typeof sizes }) {
  const [failed, setFailed] = useState(false);
  const { className, px } = sizes[size];
  if (!src || failed) {
    return (
      <span
        aria-hidden="true"
        className={`inline-flex shrink-0 items-center justify-center rounded-full bg-teal-100 font-semibold text-teal-900 ${className}`}
      >
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`shrink-0 rounded-full bg-slate-100 object-cover ${className}`}
    />
  );
}
