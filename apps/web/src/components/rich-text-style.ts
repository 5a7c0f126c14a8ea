/**
 * Typography for stored rich text, shared by the editor and the published page so that what the
 * admin writes looks the same when published.
 */
const BODY = [
  'text-gray-800 leading-relaxed break-words',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-800',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:bg-paper [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:font-serif [&_blockquote]:text-[1.08em] [&_blockquote]:italic [&_blockquote]:text-gray-700',
  '[&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-gray-900 [&_pre]:p-4 [&_pre]:text-gray-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&>:first-child]:mt-0',
];

/** In the editor the toolbar's Heading 1 and Heading 2 are h1 and h2 (h3 may come from pasted text). */
export const RICH_TEXT_CLASS = [
  ...BODY,
  '[&_h1]:mt-8 [&_h1]:mb-3 [&_h1]:font-serif [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-brand-900 sm:[&_h1]:text-3xl',
  '[&_h2]:mt-7 [&_h2]:mb-2 [&_h2]:font-serif [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand-900 sm:[&_h2]:text-2xl',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-brand-900',
].join(' ');

/** On a published page the same headings sit one level lower (see demoteHeadings), styled alike. */
export const PUBLISHED_RICH_TEXT_CLASS = [
  ...BODY,
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900 sm:[&_h2]:text-3xl',
  '[&_h3]:mt-7 [&_h3]:mb-2 [&_h3]:font-serif [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand-900 sm:[&_h3]:text-2xl',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-brand-900',
].join(' ');

/**
 * Moves every heading of stored rich text one level down (h1 becomes h2, ...), so that on a
 * published page the page's own title stays its only h1 and the outline reads right for screen
 * readers. The HTML comes from the server's sanitizer, which writes plain lower-case heading tags.
 */
export function demoteHeadings(html: string): string {
  return html.replace(
    /<(\/?)h([1-5])(?=[\s>])/g,
    (_, slash: string, level: string) => `<${slash}h${Number(level) + 1}`,
  );
}
