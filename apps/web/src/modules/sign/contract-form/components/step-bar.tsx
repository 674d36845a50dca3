import { SIGN_STEPS } from '@awb/contract/sign-contract-constants';
import { Steps } from 'antd-mobile';
import styles from './contract-form.module.css';

/** 填写合同 / 确认合同 / 发起签署: the names come with the preview calls (step 0 is edit mode). */
export function StepBar({ steps, current }: { steps: readonly string[] | undefined; current: number }) {
  const names = steps && steps.length > 0 ? steps : SIGN_STEPS;
  return (
    <div className={styles.steps}>
      <Steps current={current}>
        {names.map((title) => (
          <Steps.Step key={title} title={title} />
        ))}
      </Steps>
    </div>
  );
}
