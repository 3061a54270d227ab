import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ArticlePresence } from '@site/console-contract/newsroom';

/** The other editors who have this article open now, and who of them is typing. */
export function EditorsHere({ editors }: { editors: ArticlePresence['editors'] }) {
  const { t } = useTranslation();
  if (editors.length === 0) return null;
  return (
    <Typography.Paragraph role="status" aria-live="polite" data-testid="editors-here">
      {t('article.presence.alsoHere')}{' '}
      {editors.map((editor) => (
        <Tag key={editor.user} color={editor.typing ? 'orange' : 'blue'}>
          {editor.typing ? t('article.presence.typing', { user: editor.user }) : editor.user}
        </Tag>
      ))}
    </Typography.Paragraph>
  );
}
