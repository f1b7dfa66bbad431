import { parseWithZod } from "@conform-to/zod/v4";
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from "./schemas";

/** The account forms' browser validation: the very schemas the actions parse with. */
export const validators = {
  login: (formData: FormData) => parseWithZod(formData, { schema: loginSchema }),
  register: (formData: FormData) => parseWithZod(formData, { schema: registerSchema }),
  forgotPassword: (formData: FormData) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  resetPassword: (formData: FormData) => parseWithZod(formData, { schema: resetPasswordSchema }),
  // Choosing the first password of an invited account: the same fields as a reset.
  setPassword: (formData: FormData) => parseWithZod(formData, { schema: resetPasswordSchema }),
};
