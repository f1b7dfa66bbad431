/** The honeypot's field name: hidden from people, filled by bots (the kit's `Honeypot` renders it; `honeypot.server.ts` checks it). */
export const honeypotField = "website";
