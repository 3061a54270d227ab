import { Section } from '@site/design';
import { useTranslation } from '@site/i18n';
import { introParagraphKeys } from '../data';
import styles from './about.module.css';

export function AboutIntro() {
  const { t } = useTranslation('about');
  return (
    <Section title={t('intro.title')}>
      <div className={styles.intro}>
        {introParagraphKeys.map((key) => (
          <p key={key}>{t(`intro.${key}`)}</p>
        ))}
      </div>
    </Section>
  );
}
