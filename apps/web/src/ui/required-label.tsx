import type { ReactNode } from 'react';

/**
 * A form label with the required asterisk. antd-mobile draws it only for a Form.Item with a `name`
 * (one its Form manages: form-item.js renders unnamed items without `required`); the listing and
 * customer forms are controlled by React state, so their required labels carry the mark themselves,
 * in antd-mobile's own class so it looks the same.
 */
export function requiredLabel(label: ReactNode, required = true): ReactNode {
  if (!required) return label;
  return (
    <>
      {label}
      <span className="adm-form-item-required-asterisk">*</span>
    </>
  );
}
