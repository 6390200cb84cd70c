import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from 'antd';
import styles from './plain-tabs.module.css';

export interface PlainTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

interface Props {
  items: PlainTab[];
  activeKey: string;
  onChange: (key: string) => void;
  className?: string;
  'data-testid'?: string;
}

/**
 * antd's line Tabs as the buyer sees and uses them — the same look (this theme's colours, read from its tokens), the
 * sliding ink bar, the tablist/tab/tabpanel roles, arrow keys moving the focus and Enter/Space opening, a panel kept
 * once opened — without antd's Tabs code, which brings its overflow menu (Dropdown and Menu) along: about 17 kB of
 * gzip on the goods page's first load. For a few tabs that always fit the row (there is no "more" menu).
 */
export function PlainTabs({ items, activeKey, onChange, className, 'data-testid': testId }: Props) {
  const { token } = theme.useToken();
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const inkRef = useRef<HTMLDivElement>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  // A panel, once opened, stays (hidden) as antd keeps it: coming back to it shows it as it was left.
  const [opened, setOpened] = useState(() => new Set([activeKey]));
  if (!opened.has(activeKey)) setOpened(new Set(opened).add(activeKey));

  // The ink bar under the open tab, moved before paint; it slides from the first move on.
  useLayoutEffect(() => {
    const list = listRef.current;
    const ink = inkRef.current;
    if (!list || !ink) return;
    const place = () => {
      const tab = list.querySelector<HTMLElement>(`[data-node-key="${CSS.escape(activeKey)}"]`);
      if (!tab) return;
      ink.style.width = `${tab.offsetWidth}px`;
      ink.style.left = `${tab.offsetLeft + tab.offsetWidth / 2}px`;
    };
    place();
    const frame = requestAnimationFrame(() => ink.classList.add(styles.animated));
    const resize = new ResizeObserver(place);
    resize.observe(list);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
    };
  }, [activeKey]);

  const keys = items.map((t) => t.key);
  const focusTab = (key: string) => {
    setFocusKey(key);
    listRef.current?.querySelector<HTMLElement>(`[data-node-key="${CSS.escape(key)}"] [role="tab"]`)?.focus();
  };
  const open = (key: string) => {
    if (key !== activeKey) onChange(key);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const at = keys.indexOf(focusKey ?? activeKey);
    switch (e.code) {
      case 'ArrowLeft':
        focusTab(keys[(at - 1 + keys.length) % keys.length]!);
        break;
      case 'ArrowRight':
        focusTab(keys[(at + 1) % keys.length]!);
        break;
      case 'Home':
        e.preventDefault();
        focusTab(keys[0]!);
        break;
      case 'End':
        e.preventDefault();
        focusTab(keys[keys.length - 1]!);
        break;
      case 'Enter':
      case 'Space':
        e.preventDefault();
        open(focusKey ?? activeKey);
        break;
    }
  };

  const colours = {
    '--tabs-text': token.colorText,
    '--tabs-hover': token.colorPrimaryHover,
    '--tabs-selected': token.colorPrimary,
    '--tabs-pressed': token.colorPrimaryActive,
    '--tabs-line': token.colorBorderSecondary,
    '--tabs-focus': token.colorPrimaryBorder,
  } as CSSProperties;
  return (
    <div className={className ? `${styles.tabs} ${className}` : styles.tabs} style={colours} data-testid={testId}>
      <div role="tablist" aria-orientation="horizontal" className={styles.nav}>
        <div className={styles.list} ref={listRef}>
          {items.map((t) => (
            <div
              key={t.key}
              data-node-key={t.key}
              className={t.key === activeKey ? `${styles.tab} ${styles.active}` : styles.tab}
              onClick={() => open(t.key)}
            >
              <div
                role="tab"
                aria-selected={t.key === activeKey}
                id={`${id}-tab-${t.key}`}
                aria-controls={`${id}-panel-${t.key}`}
                tabIndex={t.key === activeKey ? 0 : -1}
                className={styles.btn}
                onKeyDown={onKeyDown}
                onFocus={() => setFocusKey(t.key)}
                onBlur={() => setFocusKey(null)}
              >
                {t.label}
              </div>
            </div>
          ))}
          <div className={styles.ink} ref={inkRef} />
        </div>
      </div>
      <div className={styles.body}>
        {items
          .filter((t) => opened.has(t.key))
          .map((t) => (
            <div
              key={t.key}
              role="tabpanel"
              id={`${id}-panel-${t.key}`}
              aria-labelledby={`${id}-tab-${t.key}`}
              aria-hidden={t.key !== activeKey}
              tabIndex={t.key === activeKey ? 0 : -1}
              className={t.key === activeKey ? styles.panel : `${styles.panel} ${styles.hidden}`}
            >
              {t.children}
            </div>
          ))}
      </div>
    </div>
  );
}
