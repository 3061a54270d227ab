import { mediaPath, type MediaItem } from '@site/console-contract/newsroom';
import styles from './media.module.css';

/** An image of the library as the site will show it (the back office serves the same path). */
export function MediaImage({ item, alt }: { item: MediaItem; alt: string }) {
  return <img className={styles.thumb} src={mediaPath(item.file)} alt={alt} width={160} height={Math.round((160 * item.height) / item.width)} loading="lazy" />;
}
