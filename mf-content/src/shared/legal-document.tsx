import styles from './legal-document.module.css';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** A legal text as the translation files hold it. */
export interface LegalDocumentText {
  title: string;
  intro: string;
  sections: LegalSection[];
  exclusionsTitle?: string;
  exclusionsIntro?: string;
  /** Lettered list (a), (b), … */
  exclusions?: string[];
}

const letter = (index: number) => `(${String.fromCharCode(97 + index)})`;

/** One policy document: title, introduction, numbered sections and an optional lettered list. */
export function LegalDocument({ text, effective, titleAs: Title = 'h2' }: { text: LegalDocumentText; effective?: string; titleAs?: 'h1' | 'h2' }) {
  return (
    <article className={styles.document}>
      <Title className={styles.title}>{text.title}</Title>
      {effective ? <p className={styles.effective}>{effective}</p> : null}
      <p>{text.intro}</p>
      {text.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h3 className={styles.heading}>{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {text.exclusions?.length ? (
        <section className={styles.section}>
          <h3 className={styles.heading}>{text.exclusionsTitle}</h3>
          {text.exclusionsIntro ? <p>{text.exclusionsIntro}</p> : null}
          <ol className={styles.letters}>
            {text.exclusions.map((exclusion, index) => (
              <li key={exclusion}>
                <span className={styles.letter}>{letter(index)}</span> {exclusion}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </article>
  );
}
