import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs-layout.module.css';

export interface TabsLayoutItem {
  key: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsLayoutProps {
  items: readonly TabsLayoutItem[];
  defaultActiveKey?: string;
  /** With `onChange`, makes the tabs controlled (e.g. from the URL). */
  activeKey?: string;
  onChange?: (key: string) => void;
  centered?: boolean;
}

/**
 * Tabbed page section (policy, service, app tutorials, document centre) following the WAI-ARIA
 * tabs pattern: arrow keys, Home and End move between tabs; only the active tab's content is in
 * the DOM. Plain React rather than antd's Tabs, so these pages do not load antd at all.
 */
export function TabsLayout({ items, defaultActiveKey, activeKey, onChange, centered = true }: TabsLayoutProps) {
  const [current, setCurrent] = useState(defaultActiveKey ?? items[0]?.key);
  const active = activeKey ?? current;
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (key: string) => {
    if (activeKey === undefined) setCurrent(key);
    if (key !== active) onChange?.(key);
  };
  const moveFocus = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + items.length) % items.length;
    tabs.current[next]?.focus();
    select(items[next]!.key);
  };

  const activeItem = items.find((item) => item.key === active);
  return (
    <div className={styles.tabs}>
      <div role="tablist" className={[styles.list, centered ? styles.centered : ''].join(' ')}>
        {items.map((item, index) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(item.key)}
              onKeyDown={(event) => moveFocus(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`} className={styles.panel} tabIndex={0}>
        {activeItem?.content}
      </div>
    </div>
  );
}
