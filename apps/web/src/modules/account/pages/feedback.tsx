import { FEEDBACK_LIMITS } from '@awb/contract/feedback.contract';
import { Form, Input, TextArea, Toast } from 'antd-mobile';
import { PageShell } from '../../../ui/page-shell.tsx';
import { FormPage } from '../components/form-page.tsx';
import { useFeedback } from '../profile.queries.ts';

type TValues = { content?: string; contact?: string };

/** Feedback about the app: text (at most 500) and an optional contact; back after 1.5 s. */
export default function FeedbackPage() {
  const feedback = useFeedback();

  const submit = (v: TValues) => {
    const content = (v.content ?? '').trim();
    if (!content) return Toast.show('请输入反馈内容');
    feedback.mutate({ content, contact: (v.contact ?? '').trim() });
  };

  return (
    <PageShell title="意见反馈">
      <FormPage
        layout="vertical"
        onFinish={submit}
        submitText="提交反馈"
        submitColor="primary"
        submitting={feedback.isPending}
      >
        <Form.Item name="content" label="问题或建议">
          <TextArea
            placeholder="请描述您遇到的问题或建议，我们会认真处理"
            rows={6}
            maxLength={FEEDBACK_LIMITS.contentMax}
            showCount
          />
        </Form.Item>
        <Form.Item name="contact" label="联系方式（选填）">
          <Input placeholder="手机号或微信，便于我们联系您" maxLength={FEEDBACK_LIMITS.contactMax} clearable />
        </Form.Item>
      </FormPage>
    </PageShell>
  );
}
