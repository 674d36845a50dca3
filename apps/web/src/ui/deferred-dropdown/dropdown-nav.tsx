// antd-mobile's own stylesheet for the bar (0.5 KB), without the component's code.
import 'antd-mobile/es/components/dropdown/dropdown.css';
import { DownFill } from 'antd-mobile-icons';
import type { ReactNode } from 'react';

export type TDropdownNavItem = {
  key: string;
  title: ReactNode;
  /** The title in the primary colour (antd-mobile's `highlight`). */
  highlight?: boolean;
};

/**
 * antd-mobile's Dropdown bar as it draws itself (same elements and classes), while the component's code is
 * still loading: it looks the same, and a tap is kept until the real bar can open that item.
 */
export function DropdownNav({
  items,
  className,
  onOpen,
}: {
  items: readonly TDropdownNavItem[];
  className?: string;
  onOpen: (key: string) => void;
}) {
  return (
    <div className={className ? `adm-dropdown ${className}` : 'adm-dropdown'}>
      <div className="adm-dropdown-nav">
        {items.map((item) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the same element antd-mobile's Dropdown.Item renders
          <div
            key={item.key}
            className={item.highlight ? 'adm-dropdown-item adm-dropdown-item-highlight' : 'adm-dropdown-item'}
            onClick={() => onOpen(item.key)}
          >
            <div className="adm-dropdown-item-title">
              <span className="adm-dropdown-item-title-text">{item.title}</span>
              <span className="adm-dropdown-item-title-arrow">
                <DownFill />
              </span>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
