/** A file input of the editor's form: `upload-cover`, `upload-<block>` (its upload button says `upload:<target>`; ADR 039). */
export const uploadFieldName = (target: "cover" | number) => `upload-${target}`;
