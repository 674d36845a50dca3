import { Steps } from 'antd-mobile';
import styles from './cancellation-steps.module.css';

/** The three steps of account cancellation (seed 000 §4): risks, bound phone, submitted. */
export function CancellationSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <Steps current={current} className={styles.steps}>
      <Steps.Step title="注销须知" />
      <Steps.Step title="身份验证" />
      <Steps.Step title="提交申请" />
    </Steps>
  );
}
