import { accountEndpoints as api } from '@awb/contract/account.contract';
import { feedbackEndpoints } from '@awb/contract/feedback.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { call } from '../../platform/api.ts';
import { nav } from '../../platform/nav.ts';
import { SESSION_QUERY_KEY } from '../../platform/session.ts';
import { succeedThen } from './account.queries.ts';

/** Mutations that change the current user: initialize is refetched after each. */
function useSessionMutation<TInput, TResult extends { msg: string }>(
  mutationFn: (input: TInput) => Promise<TResult>,
  after?: (result: TResult) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      if (after) after(result);
      else Toast.show({ icon: 'success', content: result.msg });
    },
  });
}

export function useUpdateName() {
  return useSessionMutation((userName: string) =>
    call(api.userNameUpdate, { body: { userName } }, { loading: '保存中…' }),
  );
}

/** Uploads the cropped avatar (multipart field "file"). */
export function useUpdateAvatar() {
  return useSessionMutation((image: Blob) => {
    const body = new FormData();
    body.append('file', image, 'avatar.jpg');
    return call(api.userFaceUpdate, { body }, { loading: '上传中…' });
  });
}

export function useApplyCancellation() {
  return useSessionMutation(
    (phonecode: string) => call(api.cancellationApply, { body: { phonecode } }, { loading: '提交中…' }),
    (result) => succeedThen(result.msg, () => nav.reLaunch('pages/user/set/cancellation3')),
  );
}

export function useWithdrawCancellation() {
  return useSessionMutation(
    () => call(api.cancellationWithdraw, {}, { loading: '提交中…' }),
    (result) => succeedThen(result.msg, () => nav.reLaunch('pages/launch')),
  );
}

type TFeedback = { content: string; contact: string };

/** Feedback: success toast, then back after 1.5 s. */
export function useFeedback() {
  return useMutation({
    mutationFn: (body: TFeedback) => call(feedbackEndpoints.feedbackSubmit, { body }, { loading: '提交中…' }),
    onSuccess: (result) => succeedThen(result.msg || '感谢您的反馈', nav.navigateBack),
  });
}
