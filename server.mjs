// The production server: what react-router-serve does (compression, long-cached /assets, static
// files, access log), plus one thing it cannot: it hands the client's socket address to the app
// (header X-Seed-Client-Address, always overwritten here), so rate limits are per client.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import morgan from "morgan";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
if (process.env.ACCESS_LOG !== "false") app.use(morgan("tiny"));
app.use((req, _res, next) => {
  req.headers["x-seed-client-address"] = req.socket.remoteAddress ?? "";
  next();
});
app.all("/{*splat}", createRequestHandler({ build, mode: process.env.NODE_ENV }));

const server = app.listen(port, host, () => console.log(`[server] http://${host}:${port}`));
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => server.close(() => process.exit(0)));
