import { SIGN_PERMISSION } from '@awb/contract/sign.contract';
import { TEMPLATE_STATE } from '@awb/contract/sign-constants';
import { SIGN_BOX_TYPE, SIGN_BOX_TYPE_NAMES } from '@awb/contract/sign-template-constants';
import type { TCompanyTemplate } from '@awb/contract/sign-views';
import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { dialog } from '../../../platform/dialog.tsx';
import { nav, withQuery } from '../../../platform/nav.ts';
import { usePermission } from '../../../platform/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { CardButton, TemplateCard } from '../components/template-card.tsx';
import styles from '../sign.module.css';
import {
  useAdoptTemplate,
  useCompanyTemplates,
  useDeleteTemplate,
  useRecommendedTemplates,
  useTemplateShelf,
  useUpTemplates,
} from '../sign.queries.ts';
import { SIGN_PAGE } from '../sign-links.ts';

/** Seed 000 §5: the prompt before deleting a template. */
export const TEMPLATE_DELETE_CONFIRM = '是否确定删除该模板？';

const BOX_TYPES = Object.values(SIGN_BOX_TYPE);

const preview = (boxid: number) => nav.navigateTo(withQuery(SIGN_PAGE.templateFields, { boxid }));

/**
 * 模板广场 (pages/sign/contract-template), by box type 1–3: the recommended templates to add, and the
 * company's own with 上架/下架, 预览 and 删除. `?tab=mine` (模板管理) shows the company's own only.
 */
export default function ContractTemplatePage() {
  const [params, setParams] = useSearchParams();
  const mineOnly = params.get('tab') === 'mine';
  const boxType = BOX_TYPES.find((t) => String(t) === params.get('boxType')) ?? SIGN_BOX_TYPE.sale;
  const mayManage = usePermission(SIGN_PERMISSION.templates);

  return (
    <PageShell title={mineOnly ? '模板管理' : '模板广场'}>
      <Tabs
        activeKey={String(boxType)}
        onChange={(key) =>
          setParams(
            (p) => {
              p.set('boxType', key);
              return p;
            },
            { replace: true },
          )
        }
        style={{ background: '#fff', position: 'sticky', top: 47, zIndex: 5 }}
      >
        {BOX_TYPES.map((t) => (
          <Tabs.Tab key={String(t)} title={`${SIGN_BOX_TYPE_NAMES[t]}合同`} />
        ))}
      </Tabs>
      {mineOnly ? null : <Recommended boxType={boxType} />}
      {mayManage ? <CompanyTemplates boxType={boxType} /> : <UpTemplates boxType={boxType} />}
    </PageShell>
  );
}

function Recommended({ boxType }: { boxType: number }) {
  const list = useRecommendedTemplates();
  const adopt = useAdoptTemplate();
  const mayManage = usePermission(SIGN_PERMISSION.templates);
  return (
    <>
      <div className={styles.sectionLabel}>推荐模板</div>
      <div style={{ height: 8 }} />
      <QueryView
        query={list}
        isEmpty={(data) => !data.some((t) => t.boxType === boxType)}
        empty={<EmptyState title="暂无推荐模板" />}
      >
        {(data) =>
          data
            .filter((t) => t.boxType === boxType)
            .map((t) => (
              <TemplateCard
                key={t.code}
                title={t.title}
                meta={`版本 ${t.version} · ${t.fieldCount}个字段`}
                actions={
                  <>
                    {t.adopted ? <CardButton onClick={() => preview(t.boxid)}>预览字段</CardButton> : null}
                    {mayManage ? (
                      <CardButton primary disabled={t.adopted || adopt.isPending} onClick={() => adopt.mutate(t.code)}>
                        {t.adopted ? '已添加' : '添加到我的模板'}
                      </CardButton>
                    ) : null}
                  </>
                }
              />
            ))
        }
      </QueryView>
    </>
  );
}

function CompanyTemplates({ boxType }: { boxType: number }) {
  const list = useCompanyTemplates(boxType);
  const shelf = useTemplateShelf();
  const remove = useDeleteTemplate();

  const confirmDelete = async (t: TCompanyTemplate) => {
    const answer = await dialog.confirm({
      content: `${TEMPLATE_DELETE_CONFIRM}已用该模板签署的合同不受影响。`,
      confirmText: '删除',
    });
    if (answer === 'confirm') remove.mutate(t.boxid);
  };

  return (
    <>
      <div className={styles.sectionLabel}>我的模板</div>
      <div style={{ height: 8 }} />
      <QueryView
        query={list}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title="暂无模板" description="可从推荐模板中添加" />}
      >
        {(data) =>
          data.map((t) => {
            const up = t.state === TEMPLATE_STATE.up;
            return (
              <TemplateCard
                key={t.boxid}
                title={t.title}
                meta={`版本 ${t.version} · ${t.fieldCount}个字段 · 更新于 ${t.updatedAt}`}
                state={t.state}
                stateName={t.stateName}
                actions={
                  <>
                    <CardButton onClick={() => preview(t.boxid)}>预览字段</CardButton>
                    <CardButton
                      primary={!up}
                      disabled={shelf.isPending}
                      onClick={() => shelf.mutate({ boxid: t.boxid, up: !up })}
                    >
                      {up ? '下架' : '上架'}
                    </CardButton>
                    <CardButton danger onClick={() => void confirmDelete(t)}>
                      删除
                    </CardButton>
                  </>
                }
              />
            );
          })
        }
      </QueryView>
    </>
  );
}

/** Members who do not manage templates see the ones that are up. */
function UpTemplates({ boxType }: { boxType: number }) {
  const list = useUpTemplates(boxType, true);
  return (
    <>
      <div className={styles.sectionLabel}>可用模板</div>
      <div style={{ height: 8 }} />
      <QueryView
        query={list}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title="暂无可用模板" description="请联系管理员上架模板" />}
      >
        {(data) =>
          data.map((t) => (
            <TemplateCard
              key={t.boxid}
              title={t.title}
              meta={`版本 ${t.version} · ${t.fieldCount}个字段`}
              actions={<CardButton onClick={() => preview(t.boxid)}>预览字段</CardButton>}
            />
          ))
        }
      </QueryView>
    </>
  );
}
