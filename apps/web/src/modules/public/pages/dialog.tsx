import { Dialog } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DIALOG_DEFAULTS, type TDialogResult } from '../../../platform/dialog.tsx';
import { reportDialogResult } from '../../../platform/dialog-page.ts';
import { nav } from '../../../platform/nav.ts';

/**
 * common/dialog/index?title=&content=&confirmText=&cancelText=&showCancel=0: the global dialog route.
 * Drawn over the page beneath (the router keeps it), fades in, and goes back one step when closed.
 */
export default function DialogPage() {
  const [params] = useSearchParams();
  const [visible, setVisible] = useState(false);
  const result = useRef<TDialogResult>('close');
  const showCancel = params.get('showCancel') !== '0';

  useEffect(() => {
    document.title = params.get('title') || DIALOG_DEFAULTS.title;
    setVisible(true);
  }, [params]);

  const close = (how: TDialogResult) => {
    result.current = how;
    setVisible(false);
  };

  const confirm = { key: 'confirm', text: params.get('confirmText') || DIALOG_DEFAULTS.confirmText, bold: true };
  const cancel = { key: 'cancel', text: params.get('cancelText') || DIALOG_DEFAULTS.cancelText };

  return (
    <Dialog
      visible={visible}
      title={params.get('title') || DIALOG_DEFAULTS.title}
      content={<div style={{ textAlign: 'center', whiteSpace: 'pre-wrap' }}>{params.get('content') ?? ''}</div>}
      closeOnMaskClick
      onClose={() => close('close')}
      onAction={(action) => close(action.key === 'confirm' ? 'confirm' : 'cancel')}
      afterClose={() => {
        reportDialogResult(params.get('id') ?? '', result.current);
        nav.navigateBack();
      }}
      actions={showCancel ? [[cancel, confirm]] : [confirm]}
    />
  );
}
