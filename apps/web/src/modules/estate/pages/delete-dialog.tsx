import { SEARCH_KEY_TYPE } from '@awb/contract/housing-options';
import { Dialog } from 'antd-mobile';
import type { Action } from 'antd-mobile/es/components/dialog';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../platform/api.ts';
import type { TDialogResult } from '../../../platform/dialog.tsx';
import { reportDialogResult } from '../../../platform/dialog-page.ts';
import { nav } from '../../../platform/nav.ts';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { setListState } from '../../house/list-state.ts';
import styles from '../estate.module.css';
import { useCommunityDetail, useCommunityHouseCount } from '../estate.queries.ts';

const OK: Action = { key: 'cancel', text: '知道了' };

/**
 * pages/estate/delete-dialog?id=<community>&req=<answer id>: the community delete dialog (seed 001 §4),
 * drawn over the detail, which opens it when the house count it checked first is not 0
 * (`openCommunityDeleteDialog`). It reads the count again: with listings it says how many and what to do
 * (move them to the right community, or delete them), and offers them in the house list; with none left
 * it offers the delete, which the detail then carries out (answer 'confirm').
 */
function EstateDeleteDialogPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const req = params.get('req') ?? '';
  const count = useCommunityHouseCount(id);
  const name = useCommunityDetail(id).data?.name ?? '';
  const [open, setOpen] = useState(false);
  const result = useRef<TDialogResult>('close');
  const answered = useRef(false);

  useEffect(() => setOpen(true), []);
  // Left by the system back gesture: the opener still gets an answer.
  useEffect(
    () => () => {
      if (!answered.current && req) reportDialogResult(req, 'close');
    },
    [req],
  );

  const answer = (how: TDialogResult) => {
    answered.current = true;
    if (req) reportDialogResult(req, how);
  };
  const showListings = () => {
    answer('other');
    setListState({ search: { type: SEARCH_KEY_TYPE.community, key: String(id), label: name } });
    nav.switchTab('pages/house');
  };

  const left = count.data ?? 0;
  const view = count.isError
    ? {
        title: '无法删除',
        content: count.error instanceof ApiError ? count.error.message : '请检查网络后重试',
        actions: [OK],
      }
    : left > 0
      ? {
          title: '无法删除',
          content: (
            <div className={styles.deleteDialog}>
              <p className={styles.deleteCount}>{`该小区下还有${left}套房源，不能删除`}</p>
              <p>删除小区前，请先处理这些房源：</p>
              <ul>
                <li>录错了小区的：在房源详情中编辑，改到正确的小区；</li>
                <li>不再经营的：删除房源（进入回收站）。</li>
              </ul>
              <p>处理完后再删除小区。</p>
            </div>
          ),
          actions: [{ key: 'other', text: '查看该小区房源', bold: true }, OK],
        }
      : {
          title: '删除小区',
          content: req ? '该小区下已没有房源，确定要删除该小区吗？' : '该小区下已没有房源，可在小区详情中删除。',
          actions: req
            ? [
                { key: 'confirm', text: '删除', danger: true, bold: true },
                { ...OK, text: '取消' },
              ]
            : [OK],
        };

  return (
    <Dialog
      visible={open && (count.isSuccess || count.isError)}
      title={view.title}
      content={view.content}
      closeOnMaskClick
      onClose={() => setOpen(false)}
      onAction={(action) => {
        if (action.key === 'other') return showListings();
        result.current = action.key === 'confirm' ? 'confirm' : 'cancel';
        setOpen(false);
      }}
      afterClose={() => {
        answer(result.current);
        nav.navigateBack();
      }}
      actions={view.actions}
    />
  );
}

export default withRequiredParams(EstateDeleteDialogPage, '删除小区');
