import { useId, type ReactNode } from 'react';
import styles from './spec-table.module.css';

export interface SpecTableRow {
  key: string;
  label: ReactNode;
  /** One value per value column. */
  values: readonly ReactNode[];
}

export interface SpecTableGroup {
  key: string;
  /** Category heading of the group ('Mechanical'); omitted for an ungrouped table. */
  category?: ReactNode;
  rows: readonly SpecTableRow[];
}

export interface SpecTableProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Column headings, the label column first; omit for a plain label/value table. */
  columns?: readonly ReactNode[];
  /** Rows of an ungrouped table (shorthand for one group without category). */
  rows?: readonly SpecTableRow[];
  groups?: readonly SpecTableGroup[];
  headingLevel?: 2 | 3;
}

/** A product's specifications as a semantic table: label column plus one or more value columns. */
export function SpecTable({ title, subtitle, columns, rows = [], groups, headingLevel = 2 }: SpecTableProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const allGroups = groups ?? [{ key: 'rows', rows }];
  const valueColumns = Math.max(1, columns ? columns.length - 1 : 0, ...allGroups.flatMap((group) => group.rows.map((row) => row.values.length)));
  return (
    <section className={styles.specs} aria-labelledby={titleId}>
      <header className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </header>
      <div className={styles.scroll}>
        <table className={styles.table} aria-labelledby={titleId}>
          {columns ? (
            <thead>
              <tr>
                {columns.map((column, index) => (
                  <th key={index} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          {allGroups.map((group) => (
            <tbody key={group.key}>
              {group.category ? (
                <tr className={styles.category}>
                  <th scope="colgroup" colSpan={valueColumns + 1}>
                    {group.category}
                  </th>
                </tr>
              ) : null}
              {group.rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className={styles.label}>
                    {row.label}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={index}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}
