import { OA_MSG } from '@awb/contract/oa-fields';
import { SIGN_CONTRACT_OK } from '@awb/contract/sign-contract-constants';
import { withQuery } from '../../../platform/nav.ts';
import { APPROVAL_DETAIL_PAGE } from '../../oa/oa-records.ts';

export const CONTRACT_DETAIL_PAGE = 'pages/sign/detail';

/** The contract's share link: `download` the PDF's absolute address, `address` the viewer page to copy. */
export type TSubmittedShare = { download: string; address: string };

/**
 * The success page after a submission (seed 000 §4): with an approval, 查看审批 and 查看合同;
 * otherwise 下载合同, 复制链接 (the contract's share link, asked for right after the submission) and
 * 查看合同. Without a share link (it could not be had) 查看合同 and back to the signing list.
 */
export function submittedSuccessUrl(
  answer: { contractId: number; contractNo: string; approvalId: number },
  share?: TSubmittedShare,
): string {
  const contract = { text: '查看合同', url: withQuery(CONTRACT_DETAIL_PAGE, { contractId: answer.contractId }) };
  const buttons =
    answer.approvalId > 0
      ? [
          [
            {
              text: '查看审批',
              url: withQuery(APPROVAL_DETAIL_PAGE, { approvalId: answer.approvalId }),
              primary: true,
            },
          ],
          [contract],
        ]
      : share
        ? [
            [
              { text: '下载合同', action: 'download', url: share.download, primary: true },
              { text: '复制链接', action: 'copy', value: share.address },
            ],
            [contract],
          ]
        : [
            [{ ...contract, primary: true }],
            [{ text: '返回签约列表', url: withQuery('pages/sign/index', { back: 'index' }) }],
          ];
  const data = {
    // Held: nobody is invited until the approval passes, so it does not say 发起签约成功.
    title: answer.approvalId > 0 ? OA_MSG.submitted : SIGN_CONTRACT_OK.submitted,
    image: answer.approvalId > 0 ? 'waiting' : 'success',
    message: answer.approvalId > 0 ? '合同已提交，等待审批' : SIGN_CONTRACT_OK.submitted,
    description: `合同编号 ${answer.contractNo}`,
    buttons,
  };
  return withQuery('pages/public/success', { data: JSON.stringify(data) });
}
