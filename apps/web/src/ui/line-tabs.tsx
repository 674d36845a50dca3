import 'antd-mobile/es/components/tabs/tabs.css';
import type { CSSProperties, KeyboardEvent } from 'react';
import styles from './line-tabs.module.css';

type TTab = { key: string; title: string };

type TProps = {
  tabs: readonly TTab[];
  activeKey: string;
  onChange: (key: string) => void;
  className?: string;
};

/**
 * antd-mobile's `Tabs` for a few equal tabs with titles only: the same markup, classes and stylesheet
 * (so page styles and tests that address `.adm-tabs-tab` still apply), roles and arrow keys, but the
 * active line is placed by CSS instead of measured. antd's measures the tab list in a layout effect as
 * it mounts, which forces a layout of the whole page inside React's commit, and it animates with
 * react-spring: on the listing tab that was a third of its longest task (Total Blocking Time, measured 2026-11).
 * The line sits under the active tab's title: a track one tab wide moved by the tab's index, holding a
 * bar as wide as the title (the title itself, transparent, clipped to the line's height).
 */
export function LineTabs({ tabs, activeKey, onChange, className }: TProps) {
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.key === activeKey),
  );
  const active = tabs[index];
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.key);
    e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[tabs.indexOf(next)]?.focus();
  };
  const track = { width: `${100 / tabs.length}%`, transform: `translateX(${index * 100}%)` } as CSSProperties;
  return (
    <div className={`adm-tabs ${className ?? ''}`}>
      <div className="adm-tabs-header">
        <div className="adm-tabs-tab-list" role="tablist" onKeyDown={onKeyDown}>
          <div className={styles.track} style={track} aria-hidden>
            <span className={`adm-tabs-tab-line ${styles.line}`}>{active?.title}</span>
          </div>
          {tabs.map((tab) => (
            <div key={tab.key} className="adm-tabs-tab-wrapper adm-tabs-tab-wrapper-stretch">
              <div
                role="tab"
                aria-selected={tab.key === activeKey}
                tabIndex={tab.key === activeKey ? 0 : -1}
                className={`adm-tabs-tab${tab.key === activeKey ? ' adm-tabs-tab-active' : ''}`}
                onClick={() => {
                  if (tab.key !== activeKey) onChange(tab.key);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') onChange(tab.key);
                }}
              >
                {tab.title}
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
