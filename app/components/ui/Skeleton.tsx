/** A grey placeholder block while content loads (pulses unless the visitor prefers reduced motion); size and rounding come from `className`. */
export function Skeleton({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse bg-slate-200 motion-reduce:animate-none ${className}`} />;
}
