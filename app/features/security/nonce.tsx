import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/** The per-request CSP nonce, set by the security middleware, read by entry.server. */
export const nonceContext = createContext<string>("");

const NonceContext = createReactContext<string>("");
export const NonceProvider = NonceContext.Provider;
/** The nonce on the server render; an empty string in the browser (browsers hide it anyway). */
export const useNonce = () => useContext(NonceContext);
