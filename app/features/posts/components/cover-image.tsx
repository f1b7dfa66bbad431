import { useCallback, useState } from "react";

/** Spec 000 §9: a fallback cover image is used when the image fails to load. */
export const fallbackCoverUrl = "/images/post-cover-fallback.svg";

/** Covers are shown at 40:21 (1200×630, the Open Graph size) everywhere. */
const aspect = 21 / 40;
const widths = [320, 480, 640, 960, 1200];

/**
 * A variant of a Directus file served through /media at `width`, cropped to the cover's aspect, in
 * WebP (the transforms media.server.ts allows). Other URLs (built-in images) are used as they are.
 */
export function coverSrc(url: string, width: number) {
  if (!url.startsWith("/media/") || url.includes("?")) return url;
  return `${url}?width=${width}&height=${Math.round(width * aspect)}&fit=cover&quality=75&format=webp`;
}

function coverSrcSet(url: string) {
  if (!url.startsWith("/media/") || url.includes("?")) return undefined;
  return widths.map((width) => `${coverSrc(url, width)} ${width}w`).join(", ");
}

/**
 * A post cover: a grey placeholder when there is none, the fallback image when it fails. The
 * browser picks the variant for the size shown (`sizes`). An image can fail before React hydrates
 * (so before onError is listened to): the ref checks for that on mount.
 */
export function CoverImage({
  url,
  sizes,
  className = "",
  priority = false,
}: {
  url: string | null;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && !img.currentSrc.endsWith(fallbackCoverUrl)) setFailed(true);
  }, []);
  if (!url) return <div aria-hidden="true" className={`aspect-[40/21] bg-slate-200 ${className}`} />;
  return (
    <img
      ref={checkLoaded}
      src={failed ? fallbackCoverUrl : coverSrc(url, 640)}
      srcSet={failed ? undefined : coverSrcSet(url)}
      sizes={failed ? undefined : sizes}
      alt=""
      width={1200}
      height={630}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={`aspect-[40/21] bg-slate-200 object-cover ${className}`}
    />
  );
}
