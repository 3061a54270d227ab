import type { CSSProperties } from 'react';
import { useMedia } from '@site/design';
import { useLocale, useTranslation } from '@site/i18n';
import { appScreen, apps, darkFeatureBackground, type AppKey } from './apps';
import styles from './app-download.module.css';

interface DescLine {
  text: string;
  bold?: boolean;
}

/**
 * The app's feature sections: text on the left or right of the screenshot (in the page's
 * language); on phones text, screenshot and robot picture stack.
 */
export function AppFeatures({ app }: { app: AppKey }) {
  const { t } = useTranslation('app');
  const locale = useLocale();
  const media = useMedia();
  const { features, robot } = apps[app];
  // The stylesheet picks one by screen width, so a browser fetches only the picture it shows.
  const darkBackground = {
    '--feature-bg-wide': `url(${media(darkFeatureBackground.wide.file)})`,
    '--feature-bg-narrow': `url(${media(darkFeatureBackground.narrow.file)})`,
  } as CSSProperties;
  return (
    <div>
      {features.map(({ key, position, background }) => {
        const desc = t(`${app}.features.${key}.desc`, { returnObjects: true }) as DescLine[];
        const screen = appScreen(app, key, locale);
        const title = t(`${app}.features.${key}.title`);
        return (
          <section
            key={key}
            className={[styles.feature, position === 'right' && styles.right, background === 'dark' && styles.dark].filter(Boolean).join(' ')}
            style={background === 'dark' ? darkBackground : undefined}
            data-feature={key}
            data-position={position}
          >
            <div className={styles.featureText}>
              <h2 className={styles.featureTitle}>{title}</h2>
              {desc.map((line, index) => (
                <p key={index} className={line.bold ? styles.bold : undefined}>
                  {line.text}
                </p>
              ))}
            </div>
            <img className={styles.screen} src={media(screen.file)} alt={t('screenAlt', { feature: title })} width={screen.width} height={screen.height} loading="lazy" />
            <img className={styles.mobileBot} src={media(robot.file)} alt="" width={robot.width} height={robot.height} loading="lazy" />
          </section>
        );
      })}
    </div>
  );
}
