// A mail server the test can stop and start again on the same port: the outage in the outbox tests
// (MailDev is shared by every test, so it stays up). Speaks just enough SMTP for nodemailer and keeps
// what it receives.
import net from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body, as sent). */
  data: string;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  /** Starts answering on `port`. */
  start(): Promise<void>;
  /** Stops answering: connections are refused, as with a stopped mail server. */
  stop(): Promise<void>;
}

export function smtpSink(port: number): SmtpSink {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;

  function serve(socket: net.Socket) {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    let buffer = "";
    let inData = false;
    let mail: ReceivedMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 sink ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          mail.data = buffer.slice(0, end).replace(/^\.\./gm, ".");
          buffer = buffer.slice(end + 5);
          received.push(mail);
          mail = { from: "", to: [], data: "" };
          inData = false;
          reply("250 OK");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "MAIL") mail.from = line.replace(/^MAIL FROM:\s*/i, "");
        if (verb === "RCPT") mail.to.push(line.replace(/^RCPT TO:\s*<?([^>\s]*)>?.*$/i, "$1"));
        if (verb === "DATA") inData = true;
        const answers: Record<string, string> = { EHLO: "250 sink", HELO: "250 sink", DATA: "354 go ahead", QUIT: "221 bye" };
        reply(answers[verb] ?? "250 OK");
        if (verb === "QUIT") socket.end();
      }
    });
  }

  return {
    port,
    received,
    start: () =>
      new Promise((resolve, reject) => {
        server = net.createServer(serve);
        server.once("error", reject);
        server.listen(port, "127.0.0.1", () => resolve());
      }),
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server) return resolve();
        server.close(() => resolve());
        server = null;
      }),
  };
}

/** The decoded subject of a raw message (RFC 2047 encoded words, as nodemailer writes them). */
export function subjectOf(raw: string) {
  const header = raw.split(/\r\n\r\n/)[0].replace(/\r\n[ \t]+/g, " ");
  const subject = header.match(/^Subject: (.*)$/im)?.[1] ?? "";
  return subject.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}
