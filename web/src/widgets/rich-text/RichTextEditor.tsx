import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import './rich-text.css';

/** What a screen can do to the editor from outside (insert a placeholder where the cursor is…). */
export interface RichTextHandle {
  insertText(text: string): void;
  insertImage(src: string, alt?: string): void;
  focus(): void;
}

export interface RichTextEditorProps {
  /** The HTML shown; changes from outside replace the content (a template picked in a list). */
  value: string;
  onChange: (html: string) => void;
  label: string;
  /** Height of the editing area in px (the spec's template editor: 250). */
  height?: number;
  readOnly?: boolean;
  /** Uploads an image picked with the image button; answers the src to insert, or null. */
  uploadImage?: (file: File) => Promise<string | null>;
  ref?: Ref<RichTextHandle>;
}

interface ToolButton {
  key: string;
  label: string;
  text: string;
  active: (e: Editor) => boolean;
  run: (e: Editor) => void;
}

const TOOLS: ToolButton[] = [
  { key: 'bold', label: 'Negrita (Ctrl+B)', text: 'N', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', label: 'Cursiva (Ctrl+I)', text: 'K', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'underline', label: 'Subrayado (Ctrl+U)', text: 'S', active: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  {
    key: 'bullet',
    label: 'Lista con viñetas (Ctrl+Shift+8)',
    text: '•',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'ordered',
    label: 'Lista numerada (Ctrl+Shift+7)',
    text: '1.',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

/** An empty document as the editor writes it; read as no text. */
const EMPTY = '<p></p>';

/**
 * The rich-text editor of the back-office (Tiptap): bold, italic, underline, lists, links and
 * images, with a toolbar reachable by Tab whose buttons say their state (aria-pressed) and the
 * usual shortcuts. The HTML it gives is sanitized again by the server before being stored.
 */
export function RichTextEditor({ value, onChange, label, height = 250, readOnly = false, uploadImage, ref }: RichTextEditorProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState('https://');
  const [busy, setBusy] = useState(false);
  const lastEmitted = useRef(value);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] } }), Image.configure({ inline: false })],
    content: value,
    editable: !readOnly,
    editorProps: { attributes: { 'aria-labelledby': `${id}-label`, 'aria-multiline': 'true', role: 'textbox', class: 'rte__content' } },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML() === EMPTY ? '' : e.getHTML();
      lastEmitted.current = html;
      onChange(html);
    },
  });
  const state = useEditorState({ editor, selector: ({ editor: e }) => (e ? TOOLS.map((t) => t.active(e)).concat(e.isActive('link')) : []) });

  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!readOnly);
  }, [editor, readOnly]);

  useImperativeHandle(
    ref,
    () => ({
      insertText: (text) => editor?.chain().focus().insertContent(text).run(),
      insertImage: (src, alt) => editor?.chain().focus().setImage({ src, alt }).run(),
      focus: () => editor?.commands.focus(),
    }),
    [editor],
  );

  const applyLink = () => {
    if (!editor) return;
    const href = link.trim();
    if (!href || href === 'https://') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinkOpen(false);
  };

  const pickImage = async (file: File | undefined) => {
    if (!file || !uploadImage || !editor) return;
    setBusy(true);
    try {
      const src = await uploadImage(file);
      if (src) editor.chain().focus().setImage({ src, alt: file.name }).run();
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className={`rte${readOnly ? ' rte--readonly' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      {!readOnly && (
        <div className="rte__toolbar" role="toolbar" aria-label={`Formato de ${label}`}>
          {TOOLS.map((tool, index) => (
            <button
              key={tool.key}
              type="button"
              className={`rte__btn rte__btn--${tool.key}`}
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={state?.[index] ?? false}
              onClick={() => editor && tool.run(editor)}
            >
              {tool.text}
            </button>
          ))}
          <button
            type="button"
            className="rte__btn"
            aria-label="Enlace"
            title="Enlace"
            aria-pressed={state?.[TOOLS.length] ?? false}
            aria-expanded={linkOpen}
            onClick={() => {
              setLink((editor?.getAttributes('link').href as string | undefined) ?? 'https://');
              setLinkOpen((open) => !open);
            }}
          >
            Enlace
          </button>
          {uploadImage && (
            <>
              <button
                type="button"
                className="rte__btn"
                aria-label="Insertar imagen"
                title="Insertar imagen"
                disabled={busy}
                onClick={() => fileInput.current?.click()}
              >
                Imagen
              </button>
              <input
                ref={fileInput}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                hidden
                onChange={(e) => void pickImage(e.target.files?.[0])}
              />
            </>
          )}
          {linkOpen && (
            <span className="rte__link">
              <label htmlFor={`${id}-link`} className="visually-hidden">
                Dirección del enlace
              </label>
              <input
                id={`${id}-link`}
                className="input"
                value={link}
                autoFocus
                onChange={(e) => setLink(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    applyLink();
                  } else if (e.key === 'Escape') {
                    e.preventDefault();
                    setLinkOpen(false);
                    editor?.commands.focus();
                  }
                }}
              />
              <button type="button" className="btn btn--secondary" onClick={applyLink}>
                Aplicar
              </button>
            </span>
          )}
        </div>
      )}
      <EditorContent editor={editor} className="rte__area" style={{ height }} />
    </div>
  );
}
