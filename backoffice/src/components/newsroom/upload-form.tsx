import { useRef, useState } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '@site/console-contract/newsroom';
import type { useConsoleCall } from '../../app/actions/use-console-call';
import { useApi } from '../../app/api/api-context';
import { Panel } from '../panel';

/** Uploads one image with its alt text in both languages; the server checks and resizes it. */
export function UploadForm({ call, onUploaded }: { call: ReturnType<typeof useConsoleCall>; onUploaded?: (item: MediaItem) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState({ zh: '', en: '' });

  async function upload() {
    if (!file) return;
    let uploaded: MediaItem | undefined;
    const done = await call.run('upload', { done: t('media.uploaded'), failed: t('media.uploadFailed') }, async () => {
      uploaded = await api.uploadMedia(file, alt);
      return {};
    });
    if (!done) return;
    setFile(null);
    setAlt({ zh: '', en: '' });
    if (input.current) input.current.value = '';
    if (uploaded) onUploaded?.(uploaded);
  }

  return (
    <Panel id="media-upload" title={t('media.upload')}>
      <Typography.Paragraph type="secondary">{t('media.uploadHint')}</Typography.Paragraph>
      <Form layout="vertical" aria-label={t('media.upload')} onFinish={() => void upload()} style={{ maxWidth: 480 }}>
        <Form.Item label={t('media.file')} htmlFor="media-file">
          <input id="media-file" ref={input} type="file" accept="image/*" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </Form.Item>
        <Form.Item label={t('media.altZh')} htmlFor="media-alt-zh">
          <Input id="media-alt-zh" value={alt.zh} onChange={(event) => setAlt({ ...alt, zh: event.target.value })} maxLength={300} />
        </Form.Item>
        <Form.Item label={t('media.altEn')} htmlFor="media-alt-en">
          <Input id="media-alt-en" value={alt.en} onChange={(event) => setAlt({ ...alt, en: event.target.value })} maxLength={300} />
        </Form.Item>
        {file && (!alt.zh.trim() || !alt.en.trim()) && <Typography.Paragraph type="warning">{t('media.altRequired')}</Typography.Paragraph>}
        <Button type="primary" htmlType="submit" disabled={!file || !alt.zh.trim() || !alt.en.trim()} loading={call.pending === 'upload'}>
          {t('media.uploadButton')}
        </Button>
      </Form>
    </Panel>
  );
}
