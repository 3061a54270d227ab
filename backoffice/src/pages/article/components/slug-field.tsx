import { useState } from 'react';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { slugFromTitle } from '@site/console-contract/newsroom';
import type { ConsoleCall } from '../../../app/actions/use-console-call';

export const slugPattern = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** A new article's slug until the editor writes one: from the English title, else the Chinese one's ASCII, else the date and time. */
export function suggestedSlug(titles: { en: string; zh: string }, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return slugFromTitle(titles.en) || slugFromTitle(titles.zh) || `article-${stamp}`;
}

/** A new article's slug: made from its title as it is typed, until the editor changes it. */
export function NewSlugField({ value, onChange }: { value: string; onChange: (slug: string, byHand: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('article.slug')} htmlFor="article-slug" extra={t('article.slugHelp')} validateStatus={value && !slugPattern.test(value) ? 'error' : undefined}>
      <Input id="article-slug" value={value} onChange={(event) => onChange(event.target.value.toLowerCase(), true)} maxLength={80} />
    </Form.Item>
  );
}

/** An article's slug, and changing it (the old one keeps leading here). */
export function SlugEditor({ slug, call, onRename }: { slug: string; call: ConsoleCall; onRename: (to: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(slug);
  if (!editing) {
    return (
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary">
          {t('article.slug')}: <code>{slug}</code>
        </Typography.Text>
        <Button size="small" onClick={() => setEditing(true)}>
          {t('article.rename.button')}
        </Button>
      </Flex>
    );
  }
  const valid = slugPattern.test(value);
  return (
    <Form layout="vertical" component="div" style={{ maxWidth: 480 }}>
      <Form.Item label={t('article.slug')} htmlFor="article-new-slug" extra={t('article.rename.help')} validateStatus={valid ? undefined : 'error'}>
        <Input id="article-new-slug" value={value} onChange={(event) => setValue(event.target.value.toLowerCase())} maxLength={80} />
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" disabled={!valid || value === slug} loading={call.pending === 'rename'} onClick={() => void call.run('rename', { done: t('article.rename.done'), failed: t('article.rename.failed') }, () => onRename(value))}>
          {t('article.rename.save')}
        </Button>
        <Button onClick={() => setEditing(false)}>{t('common.cancel')}</Button>
      </Flex>
    </Form>
  );
}
