import { createDirectus, rest, staticToken } from "@directus/sdk";
import { createContext } from "react-router";
import { env } from "~/env.server";
import type { Schema } from "./schema";

export const directusUrl = env.DIRECTUS_URL;

/** A Directus client acting as the visitor: public when no token, the signed-in user otherwise. */
export function createDirectusClient(accessToken?: string | null) {
  const client = createDirectus<Schema>(directusUrl).with(rest());
  return accessToken ? client.with(staticToken(accessToken)) : client;
}

export type DirectusClient = ReturnType<typeof createDirectusClient>;

/** The per-request client, set by the session middleware (public until someone signs in). */
export const directusContext = createContext<DirectusClient>(createDirectusClient());

/**
 * A client with the server's own token, for writes the public may not make directly
 * (cooperation requests, newsletter). Never used to read on a visitor's behalf.
 */
export function createServiceClient() {
  const token = env.DIRECTUS_SERVICE_TOKEN;
  if (!token) throw new Error("DIRECTUS_SERVICE_TOKEN is not set");
  return createDirectusClient(token);
}
