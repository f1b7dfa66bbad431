/** Hand-ins with files (./hand-ins.mjs), as the app reads them. */
export const handInsFolderId: string;
export const handInsFolderName: string;
export const maxHandInFiles: number;
export const maxHandInFileBytes: number;
export const handInTypes: readonly string[];
export const latePolicies: readonly ("accept" | "refuse")[];
