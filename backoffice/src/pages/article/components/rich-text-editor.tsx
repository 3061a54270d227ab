import { useState } from 'react';
import { Button, Flex } from 'antd';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { mediaPath, type NewsLanguage } from '@site/console-contract/newsroom';
import { MediaPicker } from '../../../components/newsroom/media-picker';
import styles from './rich-text-editor.module.css';

interface RichTextEditorProps {
  /** The HTML it starts from (the saved body); later changes come from the editor itself. */
  initialHtml: string;
  language: NewsLanguage;
  /** The editable region's accessible name. */
  label: string;
  onChange: (html: string) => void;
}

/**
 * The article body, edited as the site shows it: headings, lists, quotes, links and images from the
 * media library (Tiptap, on ProseMirror). What it gives is HTML; the server sanitizes it on save
 * with the site's own sanitizer, so the editor is a convenience, never the guard.
 */
export default function RichTextEditor({ initialHtml, language, label, onChange }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, protocols: ['https', 'http', 'mailto'] }, underline: false }), Image],
    content: initialHtml,
    editorProps: { attributes: { class: styles.content!, role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, lang: language === 'en' ? 'en' : 'zh-CN' } },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  return (
    <div className={styles.editor}>
      {editor && <Toolbar editor={editor} language={language} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, language }: { editor: Editor; language: NewsLanguage }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  // Words, not glyphs: what a button says is its name, in both languages.
  const buttons: { key: keyof typeof active | 'undo' | 'redo'; run: () => void }[] = [
    { key: 'bold', run: () => chain().toggleBold().run() },
    { key: 'italic', run: () => chain().toggleItalic().run() },
    { key: 'h2', run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bulletList', run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', run: () => chain().toggleOrderedList().run() },
    { key: 'quote', run: () => chain().toggleBlockquote().run() },
    {
      key: 'link',
      run: () => {
        const current = editor.getAttributes('link').href as string | undefined;
        const href = window.prompt(t('editor.linkPrompt'), current ?? 'https://');
        if (href === null) return;
        if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
        else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
      },
    },
    { key: 'undo', run: () => chain().undo().run() },
    { key: 'redo', run: () => chain().redo().run() },
  ];
  return (
    <Flex gap={4} wrap role="toolbar" aria-label={t('editor.toolbar')} className={styles.toolbar}>
      {buttons.map((button) => {
        const pressed = button.key in active ? active[button.key as keyof typeof active] : undefined;
        return (
          <Button key={button.key} size="small" type={pressed ? 'primary' : 'default'} aria-pressed={pressed} onClick={button.run}>
            {t(`editor.${button.key}`)}
          </Button>
        );
      })}
      <Button size="small" onClick={() => setPicking(true)}>
        {t('editor.image')}
      </Button>
      <MediaPicker
        open={picking}
        language={language}
        onClose={() => setPicking(false)}
        onPick={(item) => {
          setPicking(false);
          chain()
            .setImage({ src: mediaPath(item.file), alt: item.alt[language] })
            .run();
        }}
      />
    </Flex>
  );
}
