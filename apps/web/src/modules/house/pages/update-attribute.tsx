import { housingEndpoints } from '@awb/contract/housing.contract';
import { HOUSE_ATTRIBUTE } from '@awb/contract/housing-options';
import { useQueryClient } from '@tanstack/react-query';
import { List, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { ListingBrief } from '../components/listing-brief.tsx';
import { refreshHouse, useListingDetail } from '../house.queries.ts';
import styles from './update.module.css';

const ROWS = [
  { attrType: HOUSE_ATTRIBUTE.top, key: 'isTop', title: '置顶', description: '排在房源列表最前面' },
  { attrType: HOUSE_ATTRIBUTE.seal, key: 'isSealed', title: '封盘', description: '业主暂停带看，同事只能查看' },
  { attrType: HOUSE_ATTRIBUTE.lock, key: 'isLocked', title: '锁定', description: '仅维护人和管理员可以修改' },
] as const;

/** pages/house/update-attribute?id&type: pin to top, seal, lock — each a switch that applies at once. */
function UpdateAttributePage() {
  const [params] = useSearchParams();
  const houseId = Number(params.get('id')) || 0;
  const detail = useListingDetail(houseId);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);

  const toggle = async (attrType: number, on: boolean) => {
    setBusy(attrType);
    try {
      const result = await call(housingEndpoints.housingAttribute, { body: { houseId, attrType, status: on ? 1 : 0 } });
      dialog.success(result.msg);
      await refreshHouse(queryClient);
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageShell title="房源属性">
      <ListingBrief houseId={houseId} />
      <QueryView query={detail}>
        {(d) => (
          <List className={styles.list}>
            {ROWS.map((row) => (
              <List.Item
                key={row.attrType}
                description={row.description}
                extra={
                  <Switch
                    checked={d.attributeLabel[row.key]}
                    loading={busy === row.attrType}
                    disabled={!d.operations.attribute}
                    onChange={(on) => void toggle(row.attrType, on)}
                    aria-label={row.title}
                  />
                }
              >
                {row.title}
              </List.Item>
            ))}
          </List>
        )}
      </QueryView>
    </PageShell>
  );
}

export default withRequiredParams(UpdateAttributePage, '房源属性');
