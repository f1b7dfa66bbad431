/** The sample news posts (./posts.mjs), as the editor's block tests read them. */
export const samplePosts: { slug: string; lang: string; status: string; title: string; content: string; [key: string]: unknown }[];
