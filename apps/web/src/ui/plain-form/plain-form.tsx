// antd-mobile's stylesheets for the form and its list rows, without the components' code.
import 'antd-mobile/es/components/list/list.css';
import 'antd-mobile/es/components/form/form.css';
import type { ReactNode } from 'react';

/**
 * A form of a few label-less rows drawn as antd-mobile's Form draws itself (same elements and classes, so
 * the same look and the same page styles), for the login pages: antd-mobile's Form brings
 * rc-field-form and Popover, about 30 KB gzip, for fields these pages keep in their own state and check on
 * submit. Forms with rules, labels or lists of fields use antd-mobile's Form.
 */
export function PlainForm({
  className,
  onSubmit,
  footer,
  children,
}: {
  className?: string;
  onSubmit: () => void;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      className={className ? `adm-form ${className}` : 'adm-form'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="adm-list adm-list-default">
        <div className="adm-list-body">
          <div className="adm-list-body-inner">{children}</div>
        </div>
      </div>
      {footer ? <div className="adm-form-footer">{footer}</div> : null}
    </form>
  );
}

/** One row of a PlainForm, with what stands at its right (a code button). */
export function PlainFormItem({ extra, children }: { extra?: ReactNode; children: ReactNode }) {
  return (
    <div className="adm-list-item adm-form-item adm-form-item-vertical">
      <div className="adm-list-item-content">
        <div className="adm-list-item-content-main">
          <div className="adm-form-item-child adm-form-item-child-position-normal">
            <div className="adm-form-item-child-inner">{children}</div>
          </div>
          <div className="adm-list-item-description" />
        </div>
        {extra ? <div className="adm-list-item-content-extra">{extra}</div> : null}
      </div>
    </div>
  );
}
