import { useEffect, useRef } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Button, Divider, Flex, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import styles from './rich-text-editor.module.css';

/**
 * Rich text for news and help articles (TipTap): headings, marks, lists, quotes, links and images by address. It only
 * produces the tags the server's sanitiser keeps; the server sanitises again whatever arrives.
 */
export function RichTextEditor({ value, onChange, disabled }: { value?: string; onChange?: (html: string) => void; disabled?: boolean }) {
  // What the editor itself has emitted: the form hands each back as `value`, possibly after later keystrokes, and such
  // an echo must not replace the newer content (it would drop text and move the cursor).
  const emitted = useRef(new Set<string>());
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } }), Image],
    content: value ?? '',
    editable: !disabled,
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      if (emitted.current.size > 200) emitted.current.clear();
      emitted.current.add(html);
      onChange?.(html);
    },
  });
  // A value set from outside (the form loading an article) replaces the content; typing does not loop back.
  useEffect(() => {
    if (!editor || value === undefined || emitted.current.has(value)) return;
    if (value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      emitted.current.clear();
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      strike: e?.isActive('strike') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tool = (title: string, active: boolean | undefined, run: () => void, icon: React.ReactNode) => (
    <Tooltip title={title} key={title}>
      <Button size="small" type={active ? 'primary' : 'text'} icon={icon} aria-label={title} onClick={run} disabled={disabled} />
    </Tooltip>
  );
  const setLink = () => {
    const href = window.prompt('链接地址（https:// 开头或站内路径 /…）', editor.getAttributes('link').href ?? 'https://');
    if (href === null) return;
    if (href === '' || href === 'https://') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  };
  const addImage = () => {
    const src = window.prompt('图片地址（https:// 开头或站内路径 /media/…）');
    if (src) chain().setImage({ src }).run();
  };
  return (
    <div className={styles.box} data-testid="rich-text-editor">
      {disabled ? null : (
        <Flex wrap gap={2} className={styles.toolbar}>
          {tool('二级标题', state?.h2, () => chain().toggleHeading({ level: 2 }).run(), <b>H2</b>)}
          {tool('三级标题', state?.h3, () => chain().toggleHeading({ level: 3 }).run(), <b>H3</b>)}
          <Divider orientation="vertical" />
          {tool('加粗', state?.bold, () => chain().toggleBold().run(), <BoldOutlined />)}
          {tool('斜体', state?.italic, () => chain().toggleItalic().run(), <ItalicOutlined />)}
          {tool('下划线', state?.underline, () => chain().toggleUnderline().run(), <UnderlineOutlined />)}
          {tool('删除线', state?.strike, () => chain().toggleStrike().run(), <StrikethroughOutlined />)}
          <Divider orientation="vertical" />
          {tool('无序列表', state?.bullet, () => chain().toggleBulletList().run(), <UnorderedListOutlined />)}
          {tool('有序列表', state?.ordered, () => chain().toggleOrderedList().run(), <OrderedListOutlined />)}
          {tool('引用', state?.quote, () => chain().toggleBlockquote().run(), <b>“”</b>)}
          <Divider orientation="vertical" />
          {tool('链接', state?.link, setLink, <LinkOutlined />)}
          {tool('图片', false, addImage, <PictureOutlined />)}
          <Divider orientation="vertical" />
          {tool('撤销', false, () => chain().undo().run(), <UndoOutlined />)}
          {tool('重做', false, () => chain().redo().run(), <RedoOutlined />)}
        </Flex>
      )}
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}
