/**
 * Typography for sanitised post HTML (no typography plugin: Tailwind variants on the container).
 * Covers the spec's block tags and the block templates (figure, table, aside, nav, callout).
 */
export const postContentClass = [
  "text-lg leading-relaxed text-slate-800 break-words",
  "[&_h1]:mt-10 [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold",
  "[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline hover:[&_a]:text-primary-dark",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:bg-teal-50 [&_blockquote]:px-5 [&_blockquote]:py-2 [&_blockquote]:italic",
  "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[0.9em] [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
  "[&_figure]:my-8 [&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-slate-600",
  "[&_table]:my-6 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-base",
  "[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left",
  "[&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2",
  "[&_hr]:my-10 [&_hr]:border-slate-200 [&_aside]:my-6 [&_aside]:rounded-xl [&_aside]:bg-slate-50 [&_aside]:p-5",
  // The block templates' classes (issue 27; `postClasses` in sanitize-rules.ts).
  "[&_.callout]:my-6 [&_.callout]:rounded-xl [&_.callout]:border-l-4 [&_.callout]:border-amber-500 [&_.callout]:bg-amber-50 [&_.callout]:px-5 [&_.callout]:py-3",
  "[&_.card]:my-6 [&_.card]:rounded-xl [&_.card]:border [&_.card]:border-slate-200 [&_.card]:bg-white [&_.card]:p-5 [&_.card]:shadow-sm",
  "[&_.toc]:my-6 [&_.toc]:rounded-xl [&_.toc]:bg-slate-50 [&_.toc]:px-5 [&_.toc]:py-3 [&_.toc_ul]:my-0",
  "[&_.title]:text-4xl [&_.title]:leading-tight [&_.lead]:text-xl [&_.lead]:text-slate-700 [&_.quote]:text-xl",
  "[&_.note]:text-sm [&_.note]:text-slate-600 [&_.highlight]:bg-yellow-100 [&_.cta]:font-semibold",
  "[&_.columns]:grid [&_.columns]:gap-6 md:[&_.columns]:grid-cols-2",
].join(" ");
