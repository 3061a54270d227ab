import { useEffect, useId, useRef, useState } from 'react';
import { useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { downloadButtons, type AppKey, type DownloadButton } from './apps';
import styles from './app-download.module.css';

/**
 * The iOS and Android buttons in the gold tone. From 768 px a click shows the store link's QR code
 * (a second click, Escape or a click elsewhere hides it); under 768 px they are direct links.
 */
export function StoreButtons({ app }: { app: AppKey }) {
  return (
    <div className={styles.stores}>
      {downloadButtons(app).map((button) => (
        <StoreButton key={button.name} button={button} />
      ))}
    </div>
  );
}

function StoreButton({ button }: { button: DownloadButton }) {
  const { t } = useTranslation('app');
  const media = useMedia();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const qrId = useId();
  const label = t(`stores.${button.name}.label`);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('click', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('click', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const logo = <img className={styles.storeLogo} src={media(button.logoUrl)} alt="" width={24} height={24} />;
  return (
    <div ref={wrapper} className={styles.store}>
      <button type="button" className={`${styles.storeButton} ${styles.wideOnly}`} aria-expanded={open} aria-controls={qrId} onClick={() => setOpen(!open)}>
        {logo}
        {label}
      </button>
      <a className={`${styles.storeButton} ${styles.narrowOnly}`} href={button.linkpath} target="_blank" rel="noopener noreferrer">
        {logo}
        {t(`stores.${button.name}.linkname`)}
      </a>
      <div id={qrId} className={styles.qr} hidden={!open}>
        {/* Lazy: a hidden picture is then fetched only when its button opens it. */}
        <img src={media(button.imgUrl)} alt={t('stores.qrAlt', { store: label })} width={160} height={160} loading="lazy" />
        <span>{t('stores.scan')}</span>
      </div>
    </div>
  );
}
