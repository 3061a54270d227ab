import { useEffect, useState } from 'react';
import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MediaItem, NewsLanguage } from '@site/console-contract/newsroom';
import { useConsoleCall } from '../../app/actions/use-console-call';
import { useApi } from '../../app/api/api-context';
import { CallOutcome } from '../../app/actions/call-outcome';
import { MediaImage } from './media-image';
import { UploadForm } from './upload-form';
import styles from './media.module.css';

/** A dialog to choose an image of the library (or upload one there and then); `language` picks the alt text shown. */
export function MediaPicker({ open, language, onPick, onClose }: { open: boolean; language: NewsLanguage; onPick: (item: MediaItem) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const call = useConsoleCall();
  const [items, setItems] = useState<MediaItem[] | null>(null);
  useEffect(() => {
    if (open) void api.media().then(setItems, () => setItems([]));
  }, [open, api]);
  return (
    <Modal open={open} title={t('media.pick')} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <CallOutcome outcome={call.outcome} onClose={call.clearOutcome} />
      {items === null ? (
        <Spin />
      ) : (
        <ul className={styles.grid} aria-label={t('media.title')}>
          {items.map((item) => (
            <li key={item.id}>
              <button type="button" className={styles.choice} onClick={() => onPick(item)} aria-label={t('media.choose', { name: item.alt[language] || item.originalName })}>
                <MediaImage item={item} alt="" />
                <span>{item.alt[language] || item.originalName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <UploadForm call={call} onUploaded={onPick} />
    </Modal>
  );
}
