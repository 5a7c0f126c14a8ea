import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';
import { safeImageUrl, safeLinkUrl } from '@ssf/domain/rich-text';
import { RICH_TEXT_CLASS } from './rich-text-style.ts';

interface RichTextEditorProps {
  /** The HTML the editor starts with (read once, when it mounts). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Accessible name of the editable area. */
  label: string;
  id?: string;
  /** Marks the editable area invalid (its field's message is shown beside it). */
  invalid?: boolean;
  /** The id of the text that describes the editable area (the field's message). */
  describedBy?: string;
}

/**
 * The rich-text editor of the admin forms (Tiptap). Its toolbar has the controls admins need: headings
 * 1 and 2, bold, italic, underline, bulleted and numbered lists, quote, link, image and clear
 * formatting; it stays at the top of the screen while a long text scrolls under it. Links accept only http,
 * https, mailto and tel, images only http, https and data images; anything else is dropped, and
 * the server sanitizes whatever arrives anyway. Admin pages only: it is a large module.
 */
export function RichTextEditor({
  initialHtml,
  onChange,
  label,
  id,
  invalid,
  describedBy,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        // Not in the stored-HTML allow-list.
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto', 'tel'],
          isAllowedUri: (url) => safeLinkUrl(url) !== '',
          HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
        },
      }),
      Image.configure({ allowBase64: true }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        // Options given on a later render reach the editor (useEditor passes them on), so these follow the form.
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: `min-h-72 px-4 py-3 focus:outline-none ${RICH_TEXT_CLASS}`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e?.isActive('heading', { level: 1 }) ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      link: e?.isActive('link') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      blockquote: e?.isActive('blockquote') ?? false,
    }),
  });

  if (!editor) return null;

  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const input = window.prompt('Link URL (http, https, mailto or tel)', previous);
    if (input === null) return;
    const url = safeLinkUrl(input);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (url) chain.setLink({ href: url }).run();
    else chain.unsetLink().run();
  };

  const addImage = () => {
    const input = window.prompt('Image URL (http, https or data)');
    if (input === null) return;
    const src = safeImageUrl(input);
    if (src) editor.chain().focus().setImage({ src, alt: '' }).run();
  };

  return (
    // No overflow-hidden here: it would stop the toolbar from sticking to the top of the screen.
    <div className="rounded-lg border border-gray-300 bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30">
      <div
        role="toolbar"
        aria-label={`${label} formatting`}
        className="sticky top-0 z-10 flex flex-wrap gap-1 rounded-t-lg border-b border-gray-200 bg-gray-50 p-1.5"
      >
        <ToolButton
          label="Heading 1"
          shortLabel
          pressed={state?.h1}
          onClick={() => editor.chain().focus().toggleHeading({ level: 1 }).run()}
        >
          H1
        </ToolButton>
        <ToolButton
          label="Heading 2"
          shortLabel
          pressed={state?.h2}
          onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}
        >
          H2
        </ToolButton>
        <ToolButton
          label="Bold"
          pressed={state?.bold}
          onClick={() => editor.chain().focus().toggleBold().run()}
        >
          <span className="font-bold">B</span>
        </ToolButton>
        <ToolButton
          label="Italic"
          pressed={state?.italic}
          onClick={() => editor.chain().focus().toggleItalic().run()}
        >
          <span className="font-serif italic">I</span>
        </ToolButton>
        <ToolButton
          label="Underline"
          pressed={state?.underline}
          onClick={() => editor.chain().focus().toggleUnderline().run()}
        >
          <span className="underline">U</span>
        </ToolButton>
        <ToolButton
          label="Bulleted list"
          pressed={state?.bulletList}
          onClick={() => editor.chain().focus().toggleBulletList().run()}
        >
          <Icon path="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
        </ToolButton>
        <ToolButton
          label="Numbered list"
          pressed={state?.orderedList}
          onClick={() => editor.chain().focus().toggleOrderedList().run()}
        >
          <Icon path="M10 6h10M10 12h10M10 18h10M4 4h1.5v4M4 8h3M4 14.5a1.5 1.5 0 0 1 3 0c0 1.5-3 2-3 3.5h3" />
        </ToolButton>
        <ToolButton
          label="Quote"
          pressed={state?.blockquote}
          onClick={() => editor.chain().focus().toggleBlockquote().run()}
        >
          <Icon path="M7 7h4v5c0 3-2 5-4 5M15 7h4v5c0 3-2 5-4 5" />
        </ToolButton>
        <ToolButton label="Link" pressed={state?.link} onClick={setLink}>
          <Icon path="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
        </ToolButton>
        <ToolButton label="Image" onClick={addImage}>
          <Icon path="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5h.01" />
        </ToolButton>
        <ToolButton
          label="Clear formatting"
          onClick={() => editor.chain().focus().unsetAllMarks().clearNodes().run()}
        >
          <Icon path="M6 5h12M12 5v14M4 20 20 4" />
        </ToolButton>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

/**
 * A toolbar button named by `label`. With `shortLabel` its visible text is an abbreviation
 * ("H1"): the name then comes from hidden text rather than aria-label, because a label that does
 * not contain the visible text confuses speech-input users ("click H1").
 */
function ToolButton({
  label,
  shortLabel = false,
  pressed,
  onClick,
  children,
}: {
  label: string;
  shortLabel?: boolean;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={shortLabel ? undefined : label}
      title={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      // Keep the text selection while clicking a toolbar button.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm text-gray-800 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-pressed:bg-brand-100 aria-pressed:text-brand-800"
    >
      {shortLabel ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className="sr-only">{label}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4.5 w-4.5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
