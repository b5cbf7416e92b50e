import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  /** HTML, as the server keeps it (sanitised there). */
  value: string;
  onChange(html: string): void;
  readOnly?: boolean;
  label: string;
}

/** Headings of a chapter's text sit below the chapter's own heading (h1). */
const headingLevels = [2, 3, 4] as const;

/**
 * Only what a report's text needs: bold, italic, headings h2 to h4, lists. Code, quotes,
 * rules, strike, underline and links are left out, so the editor offers nothing the
 * report's sanitiser or print view would treat differently.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [...headingLevels] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: false,
  }),
];

/** An editor's document without text (an empty paragraph) is no text at all. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

interface ToolProps {
  label: string;
  active: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Tool({ label, active, onClick, children }: ToolProps) {
  return (
    <ToggleButton
      value={label}
      size="small"
      selected={active}
      aria-label={label}
      title={label}
      onChange={onClick}
      sx={{ border: 0, minWidth: 36 }}
    >
      {children}
    </ToggleButton>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      heading: headingLevels.find((level) => current.isActive('heading', { level })) ?? null,
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Box
      role="toolbar"
      aria-label={t('richText.toolbar', { label })}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Tool
        label={t('richText.bold')}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      >
        <FormatBoldIcon fontSize="small" />
      </Tool>
      <Tool
        label={t('richText.italic')}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <FormatItalicIcon fontSize="small" />
      </Tool>
      <Divider orientation="vertical" flexItem />
      {headingLevels.map((level) => (
        <Tool
          key={level}
          label={t('richText.heading', { level })}
          active={state.heading === level}
          onClick={() => chain().toggleHeading({ level }).run()}
        >
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '0.8rem' }}>
            {`H${level}`}
          </Typography>
        </Tool>
      ))}
      <Divider orientation="vertical" flexItem />
      <Tool
        label={t('richText.bulletList')}
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulletedIcon fontSize="small" />
      </Tool>
      <Tool
        label={t('richText.orderedList')}
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumberedIcon fontSize="small" />
      </Tool>
    </Box>
  );
}

/** The text's own look: headings a step below the page's, spacing as printed. */
const contentSx = {
  '& .ProseMirror': { outline: 'none', minHeight: '6rem' },
  '& h2': { fontSize: '1.25rem', mt: 1.5, mb: 0.5 },
  '& h3': { fontSize: '1.1rem', mt: 1.5, mb: 0.5 },
  '& h4': { fontSize: '1rem', mt: 1.5, mb: 0.5 },
  '& p': { my: 0.75 },
} as const;

/**
 * A rich-text field (TipTap): a toolbar with bold, italic, headings h2 to h4 and lists over
 * an editable text named by `label`. `onChange` gets the HTML ('' when empty). Read-only it
 * shows the text as formatted, or "Heeft nog geen tekst." when there is none (spec 8).
 */
export function RichTextEditor({ value, onChange, readOnly = false, label }: RichTextEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  // The editor is made once (per read-only state): it calls the latest onChange.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const editor = useEditor(
    {
      extensions,
      content: value,
      editable: !readOnly,
      immediatelyRender: true,
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(readOnly && { 'aria-readonly': 'true' }),
        },
      },
      onUpdate: ({ editor: current }) => onChangeRef.current(htmlOf(current)),
    },
    [readOnly],
  );

  // A value from outside (a save, another's change) replaces the text, not what is typed.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== htmlOf(editor)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  const empty = value.trim() === '';
  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="div" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      {readOnly && empty ? (
        <Typography color="text.secondary">{t('richText.empty')}</Typography>
      ) : (
        <Box
          sx={
            readOnly
              ? contentSx
              : {
                  ...contentSx,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  '&:focus-within': { borderColor: 'primary.main' },
                  '& .ProseMirror': { ...contentSx['& .ProseMirror'], px: 1.5, py: 1 },
                }
          }
        >
          {editor && !readOnly && <Toolbar editor={editor} label={label} />}
          <EditorContent editor={editor} />
        </Box>
      )}
    </Box>
  );
}
