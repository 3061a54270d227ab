import { useCallback, useEffect, useState } from 'react';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './call-outcome.module.css';

/** A preview link, copied to the clipboard as soon as it arrives (and again on demand). */
export function PreviewLink({ link }: { link: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }, [link]);
  useEffect(() => {
    void copy();
  }, [copy]);

  return (
    <>
      <p>
        {t('outcome.previewLink')}{' '}
        <Typography.Link href={link} target="_blank" rel="noreferrer" className={styles.link}>
          {link}
        </Typography.Link>
      </p>
      <p>
        <Button size="small" onClick={() => void copy()}>
          {t('outcome.copyLink')}
        </Button>{' '}
        <span aria-live="polite">{copied === null ? '' : copied ? t('outcome.copied') : t('outcome.copyFailed')}</span>
      </p>
    </>
  );
}
