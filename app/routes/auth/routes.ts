import { layout, route } from "@react-router/dev/routes";

/** Accounts: sign-in, registration, email verification, password reset and set-password (invited accounts), in the account frame. */
export const authRoutes = [
  layout("routes/auth/layout.tsx", [
    route("login", "routes/auth/login.tsx"),
    route("register", "routes/auth/register.tsx"),
    route("verify-email", "routes/auth/verify-email.tsx"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("set-password", "routes/auth/set-password.tsx"),
  ]),
];
