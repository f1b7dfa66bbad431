import { clientKey, createRateLimiter, type RateLimitResult } from "~/features/security/rate-limit.server";

/**
 * Sign-in and registration limits (DESIGN.md). Two counters each: one per client, a flood guard
 * (generous: without TRUST_PROXY every anonymous visitor shares one client key), and one per
 * client + email, against password guessing on one account. Failed sign-ins count
 * against the email; a successful one clears it, so people who sign in often are never blocked.
 */
const loginByClient = createRateLimiter({ keyPrefix: "login-client", points: 100, durationSeconds: 60 });
const loginFailuresByEmail = createRateLimiter({ keyPrefix: "login-email", points: 10, durationSeconds: 15 * 60 });
const registerByClient = createRateLimiter({ keyPrefix: "register-client", points: 20, durationSeconds: 10 * 60 });
const registerByEmail = createRateLimiter({ keyPrefix: "register-email", points: 3, durationSeconds: 10 * 60 });
const resetByClient = createRateLimiter({ keyPrefix: "reset-client", points: 20, durationSeconds: 10 * 60 });
const resetByEmail = createRateLimiter({ keyPrefix: "reset-email", points: 3, durationSeconds: 15 * 60 });

async function both(a: Promise<RateLimitResult>, b: () => Promise<RateLimitResult>): Promise<RateLimitResult> {
  const first = await a;
  return first.allowed ? b() : first;
}

export function limitLogin(request: Request, email: string) {
  const client = clientKey(request);
  return both(loginByClient.consume(client), () => loginFailuresByEmail.consume(`${client}|${email}`));
}

export function clearLoginFailures(request: Request, email: string) {
  return loginFailuresByEmail.reset(`${clientKey(request)}|${email}`);
}

export function limitRegistration(request: Request, email: string) {
  const client = clientKey(request);
  return both(registerByClient.consume(client), () => registerByEmail.consume(`${client}|${email}`));
}

export function limitPasswordReset(request: Request, email: string) {
  const client = clientKey(request);
  return both(resetByClient.consume(client), () => resetByEmail.consume(`${client}|${email}`));
}
