import type { MouseEvent } from 'react';
import { downloadDocument } from './download';
import styles from './document-list.module.css';

export interface DocumentEntry {
  /** Document name, also the downloaded file's name (without extension). */
  name: string;
  /** Date and size text, e.g. '2025.1.20 · 6.4MB'. */
  desc: string;
  /** URL of the PDF. */
  link: string;
}

/**
 * PDF documents, each with its name, date and size text and an 'access' button. The button is a
 * real link (it works without JavaScript); with JavaScript it downloads through a temporary link
 * named after the document, at most once per second. The names are headings one level below the
 * list's context: h2 right under the page's h1, h3 inside a titled section.
 */
export function DocumentList({ items, accessLabel, headingLevel = 3 }: { items: readonly DocumentEntry[]; accessLabel: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const download = (event: MouseEvent<HTMLAnchorElement>, item: DocumentEntry) => {
    event.preventDefault();
    downloadDocument(item.link, `${item.name}.pdf`);
  };
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.link} className={styles.item}>
          <svg className={styles.icon} viewBox="0 0 32 40" width="32" height="40" aria-hidden="true" focusable="false">
            <path d="M2 2h20l8 8v28H2z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
            <path d="M22 2v8h8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
            <text x="16" y="30" textAnchor="middle" fontSize="9" fontWeight="700" fill="currentColor">PDF</text>
          </svg>
          <div className={styles.text}>
            <Heading className={styles.name}>{item.name}</Heading>
            <p className={styles.desc}>{item.desc}</p>
          </div>
          <a className={styles.access} href={item.link} download={`${item.name}.pdf`} type="application/pdf" onClick={(event) => download(event, item)} aria-label={`${accessLabel}: ${item.name}`}>
            {accessLabel}
          </a>
        </li>
      ))}
    </ul>
  );
}
