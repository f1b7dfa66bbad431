import { useCallback, useState } from "react";

/** Spec §9: a fallback cover image is used when the image fails to load. */
export const fallbackCoverUrl = "/images/post-cover-fallback.svg";

/** A smaller, WebP variant for Directus files served through /media (see media.server.ts). */
export function coverSrc(url: string, width: number) {
  return url.startsWith("/media/") && !url.includes("?") ? `${url}?width=${width}&quality=75&format=webp` : url;
}

/**
 * A post cover: a grey placeholder when there is none, the fallback image when it fails. An image
 * can fail before React hydrates (so before onError is listened to): the ref checks for that.
 */
export function CoverImage({ url, width, height, className = "", priority = false }: { url: string | null; width: number; height: number; className?: string; priority?: boolean }) {
  const [failed, setFailed] = useState(false);
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && !img.src.endsWith(fallbackCoverUrl)) setFailed(true);
  }, []);
  if (!url) return <div aria-hidden="true" className={`bg-slate-200 ${className}`} />;
  return (
    <img
      ref={checkLoaded}
      src={failed ? fallbackCoverUrl : coverSrc(url, width)}
      alt=""
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={`bg-slate-200 object-cover ${className}`}
    />
  );
}
