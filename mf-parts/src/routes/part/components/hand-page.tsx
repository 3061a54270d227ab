import { PageMeta, SpecTable, VideoBlock, useMedia } from '@site/design';
import { handMedia, handSpecs } from '../data/hand';
import { usePartsText } from './use-parts-text';
import styles from './hand-page.module.css';

/** MagicHand S01: title and description, the demo video and the specification table. */
export function HandPage() {
  const { text } = usePartsText();
  const media = useMedia();
  const rows = handSpecs.map((row) => ({ key: row.key, label: text(`hand.specs.rows.${row.key}`), values: [row.value] }));
  return (
    <div className={styles.page}>
      <PageMeta
        title={text('hand.meta.title')}
        description={text('hand.meta.description')}
        path="/parts/hand"
        product={{ name: text('hand.title'), image: media(handMedia.poster.file) }}
      />
      <header className={styles.intro}>
        <h1 className={styles.title}>{text('hand.title')}</h1>
        <p className={styles.description}>{text('hand.description')}</p>
      </header>
      <VideoBlock
        src={media(handMedia.video)}
        poster={media(handMedia.poster.file)}
        loop
        muted
        autoPlay
        priority
        fallbackText={text('hand.video.fallback')}
        labels={{ play: text('hand.video.play'), pause: text('hand.video.pause'), video: text('hand.video.label') }}
      />
      <div className={styles.specs}>
        <SpecTable
          title={text('hand.specs.title')}
          subtitle={text('hand.specs.subtitle')}
          columns={[text('hand.specs.columns.item'), text('hand.specs.columns.value')]}
          rows={rows}
        />
      </div>
    </div>
  );
}
