// Requests fetch() will not send: a Host header of our choosing, a chunked body, a body bigger than
// the server lets in. Sent to the test app's address on 127.0.0.1.
import http from "node:http";
import { testEnv } from "./env";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export function rawRequest(
  path: string,
  {
    method = "GET",
    headers = {},
    body,
    chunked = false,
    appUrl = testEnv.appUrl,
  }: { method?: string; headers?: Record<string, string>; body?: string; chunked?: boolean; appUrl?: string } = {},
): Promise<RawAnswer> {
  const { host, port } = new URL(appUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port: Number(port), method, path, headers: { Host: host, Connection: "close", ...headers } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    if (body === undefined) return void request.end();
    if (!chunked) request.setHeader("Content-Length", Buffer.byteLength(body));
    // Without Content-Length Node sends the body chunked; several writes make several chunks.
    for (let i = 0; i < body.length; i += 16_384) request.write(body.slice(i, i + 16_384));
    request.end();
  });
}
