import { QrPopover, useMedia } from '@site/design';
import { useLocale, useTranslation } from '@site/i18n';
import { socialEntries } from '../data';
import styles from './contact-info.module.css';

/** Seven accounts: a QR popover for the ones with a QR code, a new-tab link for the others. */
export function SocialLinks() {
  const { t } = useTranslation('contactinfo');
  const locale = useLocale();
  const media = useMedia();
  return (
    <section className={styles.social} aria-labelledby="contact-social">
      <h2 id="contact-social" className={styles.sectionTitle}>
        {t('social.title')}
      </h2>
      <p className={styles.sectionText}>{t('social.subtitle')}</p>
      <ul className={styles.socialList}>
        {socialEntries.map((entry) => {
          const name = t(`social.${entry.id}`);
          // Lazy, so React does not preload them: seven icons asked for before the banner take the connections it needs.
          const icon = <img className={styles.socialIcon} src={media(entry.img.file)} width={entry.img.width} height={entry.img.height} alt="" loading="lazy" />;
          const caption = (
            <span className={styles.socialName} aria-hidden="true">
              {name}
            </span>
          );
          return (
            <li key={entry.id} className={styles.socialItem} data-social={entry.id}>
              {entry.kind === 'qrcode' ? (
                <QrPopover
                  label={name}
                  image={{ ...entry.qrcode[locale], src: media(entry.qrcode[locale].file), alt: t('social.qrAlt', { name }) }}
                >
                  <span className={styles.socialTrigger}>
                    {icon}
                    {caption}
                  </span>
                </QrPopover>
              ) : (
                <a className={styles.socialTrigger} href={entry.link} target="_blank" rel="noopener noreferrer" aria-label={t('social.linkLabel', { name })}>
                  {icon}
                  {caption}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
