/** Structure pages show rows as they are now, to one signed-in person: never kept by a cache. */
export const noStore = { "Cache-Control": "private, no-store" };
