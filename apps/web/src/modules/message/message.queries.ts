import { PAGE_SIZE } from '@awb/contract/common/page-sizes';
import {
  messageEndpoints as api,
  MSG_TYPE,
  type TNoticeFormInput,
  type TNoticeItem,
  type TRemindItem,
} from '@awb/contract/message.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../platform/api.ts';
import { usePaged } from '../../platform/paged-query.ts';

/** Everything of the message centre is under this key; the shell's unread badge under ['system']. */
export const MESSAGE_KEY = 'message';

export function useMessageMenu() {
  return useQuery({
    queryKey: [MESSAGE_KEY, 'menu'],
    queryFn: async () => (await call(api.messageMenu, {}, { loading: false })).data,
  });
}

/** A list of one kind with the read filter, 100 a page (seed 001 §9). */
export function useMessageList(type: number, read: number) {
  return usePaged<TNoticeItem | TRemindItem>([MESSAGE_KEY, 'list', type, read], PAGE_SIZE.messages, (pageindex) =>
    type === MSG_TYPE.notice
      ? call(api.postsV2, { query: { pageindex, read } }, { loading: false })
      : call(api.remindPosts, { query: { pageindex, read, type } }, { loading: false }),
  );
}

export function useNoticeDetail(id: number, enabled = true) {
  return useQuery({
    queryKey: [MESSAGE_KEY, 'notice', id],
    queryFn: async () => (await call(api.detailV2, { query: { id } }, { loading: false })).data,
    enabled: enabled && id > 0,
  });
}

/** Opening a reminder marks it read; the answer is the reminder. */
export function useReminderDetail(remindId: number, enabled = true) {
  const refresh = useRefreshMessages();
  return useQuery({
    queryKey: [MESSAGE_KEY, 'remind', remindId],
    queryFn: async () => {
      const data = (await call(api.remindSingleRead, { query: { remindId } }, { loading: false })).data;
      void refresh(false);
      return data;
    },
    enabled: enabled && remindId > 0,
  });
}

/** Refreshes the lists, the menu and the shell's badge after something was read or changed. */
export function useRefreshMessages() {
  const client = useQueryClient();
  return useCallback(
    async (lists = true) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: [MESSAGE_KEY, 'menu'] }),
        client.invalidateQueries({ queryKey: ['system', 'info'] }),
        lists ? client.invalidateQueries({ queryKey: [MESSAGE_KEY, 'list'] }) : undefined,
      ]);
    },
    [client],
  );
}

export const messageCalls = {
  readNotice: (id?: number) => call(api.gonggaoRead, { query: id ? { id } : {} }, { loading: false }),
  readAll: (type: number) =>
    type === MSG_TYPE.notice
      ? call(api.gonggaoRead, { query: {} }, { loading: '处理中…' })
      : call(api.remindRead, { query: { type } }, { loading: '处理中…' }),
  remove: (id: number) => call(api.gonggaoDel, { body: { id } }, { loading: '删除中…' }),
  release: (form: TNoticeFormInput, idempotencyKey: string) =>
    call(api.releaseV2, { body: form }, { loading: '发布中…', idempotencyKey }),
  modify: (id: number, form: TNoticeFormInput) => call(api.modifyV2, { body: { ...form, id } }, { loading: '保存中…' }),
};
