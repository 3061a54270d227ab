import { Section, useMedia } from '@site/design';
import { useTranslation } from '@site/i18n';
import { partners } from '../data';
import styles from '../applications.module.css';

/** The partners block: four partner logos. */
export function Partners() {
  const { t } = useTranslation('applications');
  const media = useMedia();
  return (
    <Section title={t('partners.title')} subtitle={t('partners.subtitle')} tone="muted">
      <ul className={styles.partners}>
        {partners.map(({ key, logo }) => (
          <li key={key}>
            <img src={media(logo.file)} alt={t(`partners.items.${key}`)} width={logo.width} height={logo.height} loading="lazy" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
