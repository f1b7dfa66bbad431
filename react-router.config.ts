import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets two checkouts' processes (or two people's test runs) build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
