import { HoverTip, VisuallyHidden } from '@site/design';
import { truncate } from '../data';
import styles from './opensource.module.css';

/** One repository card; the whole card opens the repository in a new tab. */
export function SdkCard({ title, desc, href, group, newTabLabel, wide }: { title: string; desc: string; href: string; group: string; newTabLabel: string; wide: boolean }) {
  const short = truncate(desc);
  const text = <p className={styles.desc}>{short}</p>;
  return (
    <li className={styles.card}>
      {/* Named by its visible text (WCAG 2.5.3), the new tab said after it. */}
      <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
        <span className={styles.group}>{group}</span>
        <h2 className={styles.cardTitle}>{title}</h2>
        {short !== desc && wide ? (
          <HoverTip text={desc}>{text}</HoverTip>
        ) : (
          text
        )}
        <span className={styles.repo}>{href.replace(/^https?:\/\//, '')}</span>
        <VisuallyHidden>{newTabLabel}</VisuallyHidden>
      </a>
    </li>
  );
}
