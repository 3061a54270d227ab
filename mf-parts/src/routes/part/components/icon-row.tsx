import { useMedia } from '@site/design';
import sizes from '../data/media-sizes.json';
import type { IconItem, JointModulePage } from '../data/types';
import { usePartsText } from './use-parts-text';
import styles from './icon-row.module.css';

/**
 * The row of 4 or 5 highlight icons under the hero; captions take their values from the parameter
 * table. Unnamed: it follows the hero's heading and says what it is (a plain list is no element to name).
 */
export function IconRow({ part }: { part: JointModulePage }) {
  const { text } = usePartsText();
  const media = useMedia();
  const valueOf = (item: IconItem) => part.parameters.find((row) => row.key === item.parameter)?.value ?? '';
  return (
    <ul className={styles.icons}>
      {part.icons.map((item) => (
        <li key={item.caption} className={styles.icon}>
          <img src={media(`parts/icons/${item.icon}.webp`)} width={sizes.icon.width} height={sizes.icon.height} alt="" loading="lazy" />
          <span className={styles.caption}>{text(`common.icons.${item.caption}`, { value: valueOf(item) })}</span>
        </li>
      ))}
    </ul>
  );
}
