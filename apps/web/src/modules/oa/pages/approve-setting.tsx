import { Button, List, Switch } from 'antd-mobile';
import { nav, withQuery } from '../../../platform/nav.ts';
import { isRegisteredPage } from '../../../platform/registered-pages.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { OaIcon } from '../components/oa-icon.tsx';
import { useEnableFlow, useOaFlows } from '../oa.queries.ts';
import styles from './oa.module.css';

/** 审批流程设置: the flows under their groups with the enable switch; 分组管理 and 新建审批. */
const OPERAT_PAGE = 'pages/user/oa/approve-operat';

export default function ApproveSettingPage() {
  // The flow form is offered once the router serves it.
  const canEdit = isRegisteredPage(OPERAT_PAGE);
  const flows = useOaFlows();
  const enable = useEnableFlow();
  return (
    <PageShell
      title="审批流程设置"
      right={
        <button type="button" className={styles.link} onClick={() => nav.navigateTo('pages/user/oa/approve-category')}>
          分组管理
        </button>
      }
      footer={
        canEdit ? (
          <Button block color="primary" shape="rounded" onClick={() => nav.navigateTo(OPERAT_PAGE)}>
            新建审批
          </Button>
        ) : undefined
      }
    >
      <QueryView
        query={flows}
        isEmpty={(groups) => groups.every((g) => g.list.length === 0)}
        empty={<EmptyState title="暂无审批流程" description="点击下方「新建审批」添加" />}
      >
        {(groups) =>
          groups.map(({ groupId, groupName, list: rows }) => (
            <List key={groupId} className={styles.card} header={`${groupName}（${rows.length}）`}>
              {rows.length === 0 ? <List.Item className={styles.muted}>暂无审批</List.Item> : null}
              {rows.map((flow) => (
                <List.Item
                  key={flow.oaApprovalId}
                  prefix={<OaIcon icon={flow.icon} size={36} />}
                  description={flow.itemNames}
                  onClick={
                    canEdit
                      ? () => nav.navigateTo(withQuery(OPERAT_PAGE, { oaApprovalId: flow.oaApprovalId }))
                      : undefined
                  }
                  extra={
                    // biome-ignore lint/a11y/noStaticElementInteractions: keeps the switch's tap off the row
                    <span role="presentation" onClick={(e) => e.stopPropagation()}>
                      <Switch
                        checked={flow.state === 1}
                        loading={enable.isPending && enable.variables?.oaApprovalId === flow.oaApprovalId}
                        onChange={(on) => enable.mutate({ oaApprovalId: flow.oaApprovalId, state: on ? 1 : 0 })}
                      />
                    </span>
                  }
                  arrowIcon={false}
                >
                  {flow.approvalName}
                </List.Item>
              ))}
            </List>
          ))
        }
      </QueryView>
    </PageShell>
  );
}
