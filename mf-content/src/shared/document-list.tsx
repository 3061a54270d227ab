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
 * named after the document, at most once per second.
 */
export function DocumentList({ items, accessLabel }: { items: readonly DocumentEntry[]; accessLabel: string }) {
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
            <h3 className={styles.name}>{item.name}</h3>
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
