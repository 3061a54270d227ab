import { Section, useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { vitalityImage } from '../data';
import styles from './dog.module.css';

export function VitalitySection() {
  const { t } = useTranslation('dog');
  const media = useMedia();
  return (
    <Section title={t('vitality.title')} subtitle={t('vitality.subtitle')}>
      <p className={styles.lead}>{t('vitality.text')}</p>
      <img
        className={styles.wideImage}
        src={media(vitalityImage.file)}
        width={vitalityImage.width}
        height={vitalityImage.height}
        alt={t('vitality.imageAlt')}
        loading="lazy"
      />
    </Section>
  );
}
