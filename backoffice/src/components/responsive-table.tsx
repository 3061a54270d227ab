import { useState, type ReactNode } from 'react';
import { Grid, Pagination, Table, Typography } from 'antd';
import styles from './responsive-table.module.css';

export interface TableColumn<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  align?: 'right';
  /** A fixed width for short cells (times, counts); the others share the rest. */
  width?: number;
}

interface ResponsiveTableProps<Row> {
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  columns: TableColumn<Row>[];
  caption: string;
  empty: string;
  pageSize?: number;
  size?: 'small' | 'middle';
  /** The row the keyboard is on (its key): marked, and said to be the current one. */
  currentKey?: string | undefined;
  /** Rows to mark for a moment (by key): new arrivals. */
  freshKeys?: ReadonlySet<string>;
}

/**
 * A table that always fits its window: on a wide screen a table whose cells wrap (never a sideways
 * scroll, which would hide the actions), on a phone one block per row with each value under its
 * column's name.
 */
export function ResponsiveTable<Row extends object>({ rows, rowKey, columns, caption, empty, pageSize = 50, size, currentKey, freshKeys }: ResponsiveTableProps<Row>) {
  const classOf = (key: string) => [currentKey === key ? styles.current : '', freshKeys?.has(key) ? styles.fresh : ''].filter(Boolean).join(' ') || undefined;
  const wide = Grid.useBreakpoint().md !== false;
  const [page, setPage] = useState(1);
  if (wide) {
    return (
      <Table<Row>
        className={styles.table}
        size={size}
        rowKey={(row) => rowKey(row, rows.indexOf(row))}
        dataSource={rows}
        pagination={rows.length > pageSize ? { pageSize, showSizeChanger: false } : false}
        caption={caption}
        locale={{ emptyText: empty }}
        columns={columns.map(({ key, title, render, align, width }) => ({ key, title, align, width, render: (_: unknown, row: Row) => render(row) }))}
        onRow={(row) => {
          const key = rowKey(row, rows.indexOf(row));
          return { className: classOf(key), ...(currentKey === key ? { 'aria-current': true } : {}), ...(freshKeys?.has(key) ? { 'data-fresh': true } : {}) };
        }}
      />
    );
  }
  const pages = Math.ceil(rows.length / pageSize);
  const shown = rows.slice((Math.min(page, pages || 1) - 1) * pageSize, Math.min(page, pages || 1) * pageSize);
  return (
    <section aria-label={caption} className={styles.stack}>
      <Typography.Paragraph strong className={styles.caption}>
        {caption}
      </Typography.Paragraph>
      {rows.length === 0 && <Typography.Paragraph type="secondary">{empty}</Typography.Paragraph>}
      <ul className={styles.rows}>
        {shown.map((row) => (
          <li key={rowKey(row, rows.indexOf(row))} className={`${styles.row} ${classOf(rowKey(row, rows.indexOf(row))) ?? ''}`} aria-current={currentKey === rowKey(row, rows.indexOf(row)) || undefined} data-fresh={freshKeys?.has(rowKey(row, rows.indexOf(row))) || undefined}>
            <dl>
              {columns.map((column) => (
                <div key={column.key} className={styles.cell}>
                  <dt>{column.title}</dt>
                  <dd>{column.render(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {pages > 1 && <Pagination simple current={page} total={rows.length} pageSize={pageSize} onChange={setPage} />}
    </section>
  );
}
