import { useQuery } from '@apollo/client/react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState, type KeyboardEvent } from 'react';
import { OwnerFormsDocument } from '../../graphql/generated/dashboard.ts';
import { FormBlock } from './form-block-node.ts';
import { linkHref } from './link-href.ts';
import './rich-text-editor.css';

/**
 * What the editor writes: only what the catalog's cleaning of bodies keeps (rich-text.ts: headings 2
 * to 4, paragraphs, bold, italic, lists, quotes, links, code, rules, form blocks), so that what the
 * owner sees is what the page shows. Underline and strike-through would be dropped there: left out here.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    strike: false,
    underline: false,
    // The server gives each link rel="noopener"; a new window is the reader's choice. Without
    // autolink a link ends where the owner put it (what is typed after it is plain text).
    link: {
      openOnClick: false,
      autolink: false,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  FormBlock,
];

const TEXT_STYLES = [
  { value: 'p', label: 'Paragraph' },
  { value: '2', label: 'Heading' },
  { value: '3', label: 'Subheading' },
  { value: '4', label: 'Small heading' },
] as const;

type Level = 2 | 3 | 4;

/**
 * A page's or post's body written as formatted text (TipTap), sent with its form as HTML in a hidden
 * field named `name`. The stored body comes back in unchanged unless the owner edits it.
 */
export function RichTextEditor({ name, label, initial }: { name: string; label: string; initial: string }) {
  const labelId = useId();
  const [html, setHtml] = useState(initial);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initial,
    // TipTap's own stylesheet would be a <style> element, which the dashboard's CSP refuses: rich-text-editor.css holds it.
    injectCSS: false,
    editorProps: {
      attributes: { class: 'rich-text-area', role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId },
    },
    // The empty paragraph the editor keeps at the end (to type after a list or form) is no part of the body.
    onUpdate: ({ editor: changed }) => setHtml(changed.isEmpty ? '' : changed.getHTML().replace(/(<p><\/p>)+$/, '')),
  });
  return (
    <div className="rich-text-field">
      <span className="rich-text-label" id={labelId}>
        {label}
      </span>
      <div className="rich-text-box">
        {editor && <Toolbar editor={editor} />}
        <EditorContent editor={editor} />
      </div>
      <input type="hidden" name={name} value={html} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      style: ([2, 3, 4] as const).find((level) => current.isActive('heading', { level }))?.toString() ?? 'p',
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const [linking, setLinking] = useState<{ value: string; problem: string } | null>(null);
  const run = () => editor.chain().focus();
  return (
    <>
      <div className="rich-text-toolbar" role="group" aria-label="Formatting">
        <select
          aria-label="Text style"
          value={state.style}
          onChange={(event) => {
            const level = Number(event.target.value);
            if (level)
              run()
                .setHeading({ level: level as Level })
                .run();
            else run().setParagraph().run();
          }}
        >
          {TEXT_STYLES.map((style) => (
            <option key={style.value} value={style.value}>
              {style.label}
            </option>
          ))}
        </select>
        <ToolButton label="Bold" className="is-bold" pressed={state.bold} onClick={() => run().toggleBold().run()} />
        <ToolButton
          label="Italic"
          className="is-italic"
          pressed={state.italic}
          onClick={() => run().toggleItalic().run()}
        />
        <ToolButton label="Bullets" pressed={state.bulletList} onClick={() => run().toggleBulletList().run()} />
        <ToolButton label="Numbers" pressed={state.orderedList} onClick={() => run().toggleOrderedList().run()} />
        <ToolButton label="Quote" pressed={state.blockquote} onClick={() => run().toggleBlockquote().run()} />
        <ToolButton
          label="Link"
          pressed={state.link || linking !== null}
          onClick={() =>
            setLinking(linking ? null : { value: String(editor.getAttributes('link').href ?? ''), problem: '' })
          }
        />
        <FormPicker onPick={(formId) => run().insertContent({ type: 'formBlock', attrs: { formId } }).run()} />
      </div>
      {linking && <LinkForm editor={editor} linking={linking} onChange={setLinking} hasLink={state.link} />}
    </>
  );
}

function ToolButton({
  label,
  pressed,
  className,
  onClick,
}: {
  label: string;
  pressed: boolean;
  className?: string;
  onClick(): void;
}) {
  return (
    // Pressed with the mouse, a button leaves the focus (and the selection) in the text.
    <button
      type="button"
      className={className}
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** The address of a link: the selected words become the link, or, with nothing selected, the address itself. */
function LinkForm({
  editor,
  linking,
  hasLink,
  onChange,
}: {
  editor: Editor;
  linking: { value: string; problem: string };
  hasLink: boolean;
  onChange(next: { value: string; problem: string } | null): void;
}) {
  const problemId = useId();
  const apply = () => {
    const result = linkHref(linking.value);
    if ('message' in result) return onChange({ ...linking, problem: result.message });
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain
        .insertContent({
          type: 'text',
          text: linking.value.trim(),
          marks: [{ type: 'link', attrs: { href: result.href } }],
        })
        .run();
    // The cursor goes after the link, so that what is typed next follows it rather than replacing it.
    else chain.setLink({ href: result.href }).setTextSelection(editor.state.selection.to).run();
    onChange(null);
  };
  const close = () => {
    onChange(null);
    editor.commands.focus();
  };
  // Inside the post's form: Enter applies the link rather than saving the post.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  return (
    <div className="rich-text-link" role="group" aria-label="Link">
      <label>
        Link address
        <input
          type="text"
          inputMode="url"
          autoFocus
          value={linking.value}
          placeholder="https://… or /page"
          aria-invalid={linking.problem ? true : undefined}
          aria-describedby={linking.problem ? problemId : undefined}
          onChange={(event) => onChange({ value: event.target.value, problem: '' })}
          onKeyDown={onKeyDown}
        />
      </label>
      <div className="rich-text-link-actions">
        <button type="button" className="button-secondary" onClick={apply}>
          Apply link
        </button>
        {hasLink && (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onChange(null);
            }}
          >
            Remove link
          </button>
        )}
        <button type="button" className="link-button" onClick={close}>
          Cancel
        </button>
      </div>
      {linking.problem && (
        <p className="field-error" id={problemId} role="alert">
          {linking.problem}
        </p>
      )}
    </div>
  );
}

/** Places one of the site's forms in the body (the site server draws it with the theme's form block). */
function FormPicker({ onPick }: { onPick(formId: string): void }) {
  const { data } = useQuery(OwnerFormsDocument);
  const forms = data?.site?.forms ?? [];
  if (forms.length === 0) return null;
  return (
    <select
      aria-label="Insert a form"
      value=""
      onChange={(event) => {
        if (event.target.value) onPick(event.target.value);
      }}
    >
      <option value="">Insert a form…</option>
      {forms.map((form) => (
        <option key={form.id} value={form.id}>
          {form.name}
        </option>
      ))}
    </select>
  );
}
