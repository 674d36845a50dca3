import { ESTATE_PERMISSION } from '@awb/contract/community-shapes';
import { Button, Image, Tag } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { nav, withQuery } from '../../../platform/nav.ts';
import { usePermission } from '../../../platform/session.ts';
import { showImages } from '../../../ui/image-viewer.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import styles from '../estate.module.css';
import { useHouseType } from '../estate.queries.ts';
import { layoutText, orNone } from '../estate-format.ts';

/** One house type: picture (tap to enlarge), layout, area, orientation, tags and description. */
function HouseTypeDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const query = useHouseType(id);
  const mayManage = usePermission(ESTATE_PERMISSION.houseTypes);
  return (
    <PageShell
      title="户型详情"
      background="#f5f6f8"
      footer={
        mayManage ? (
          <Button
            block
            color="primary"
            onClick={() => nav.navigateTo(withQuery('pages/estate/operation-type', { id }))}
          >
            编辑户型
          </Button>
        ) : undefined
      }
    >
      <QueryView query={query}>
        {(h) => (
          <>
            {h.picture ? (
              <Image src={h.picture} fit="contain" height={240} onClick={() => showImages([h.picture])} />
            ) : (
              <div className={styles.muted}>暂无户型图</div>
            )}
            <div className={styles.section}>
              <div className={styles.sectionHead}>{h.title}</div>
              <dl className={styles.facts}>
                <div>
                  <dt>小区</dt>
                  <dd>{h.communityName}</dd>
                </div>
                <div>
                  <dt>格局</dt>
                  <dd>{layoutText(h)}</dd>
                </div>
                <div>
                  <dt>建筑面积</dt>
                  <dd>{orNone(h.houseArea, '㎡')}</dd>
                </div>
                <div>
                  <dt>朝向</dt>
                  <dd>{orNone(h.toward)}</dd>
                </div>
              </dl>
              <div className={styles.tags} style={{ padding: '0 16px 12px' }}>
                {h.tags.map((t) => (
                  <Tag key={t} color="success" fill="outline">
                    {t}
                  </Tag>
                ))}
              </div>
            </div>
            <div className={styles.section}>
              <div className={styles.sectionHead}>户型介绍</div>
              <div className={styles.muted} style={{ textAlign: 'left' }}>
                {h.houseTypeDescription || '暂无介绍'}
              </div>
            </div>
          </>
        )}
      </QueryView>
    </PageShell>
  );
}

export default withRequiredParams(HouseTypeDetailPage, '户型详情');
