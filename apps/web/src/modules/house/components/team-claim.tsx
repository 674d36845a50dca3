import { Button, Form } from 'antd-mobile';
import type { ReactNode } from 'react';
import { PageShell } from '../../../ui/page-shell.tsx';
import { ListingBrief } from './listing-brief.tsx';
import styles from './team-claim.module.css';

type TProps = {
  title: string;
  houseId: number;
  intro: string;
  submitText: string;
  submitting: boolean;
  onSubmit: () => void;
  children: ReactNode;
};

/** The shape of the pages that take a team role (entrust, enterkey, exclusive): the listing, a form, one button. */
export function TeamClaim({ title, houseId, intro, submitText, submitting, onSubmit, children }: TProps) {
  return (
    <PageShell
      title={title}
      footer={
        <Button block color="primary" className={styles.submit} loading={submitting} onClick={onSubmit}>
          {submitText}
        </Button>
      }
    >
      <ListingBrief houseId={houseId} />
      <p className={styles.intro}>{intro}</p>
      <Form layout="horizontal" className={styles.form}>
        {children}
      </Form>
    </PageShell>
  );
}
