import type { TDialogResult } from '../../platform/dialog.tsx';
import { openResultPage } from '../../platform/dialog-page.ts';

/** The community delete dialog (seed 001 §4 "the delete dialog is flagged"), drawn over the detail. */
export const DELETE_DIALOG_PAGE = 'pages/estate/delete-dialog';

/**
 * Opens the delete dialog of a community that had listings when the detail checked. It reads the count
 * again and resolves 'confirm' only when none are left and the user chose 删除小区; 'other' when they went
 * to the listings; 'cancel' or 'close' otherwise. `req` carries the answer back (`id` is the community).
 */
export function openCommunityDeleteDialog(communityId: number): Promise<TDialogResult> {
  return openResultPage(DELETE_DIALOG_PAGE, { id: communityId }, 'req');
}
