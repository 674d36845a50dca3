import { communityEndpoints as api, type TCommunityPick } from '@awb/contract/community.contract';
import type { TBuilding } from '@awb/contract/community-shapes';
import { useQuery } from '@tanstack/react-query';
import { Button, List, SearchBar } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { nav } from '../../../platform/nav.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { LoadError, LoadingBlock } from '../../../ui/query-view.tsx';
import { useDebounced } from '../../../ui/use-debounced.ts';
import { ESTATE_KEY, silent } from '../estate.queries.ts';
import { readEstateRequest, reportEstatePick, type TEstatePick, type TEstatePickMode } from './estate-pick.ts';
import styles from './estate-picker.module.css';

type TStep = 'community' | 'building' | 'unit' | 'room';

/**
 * The community picker page (see estate-pick.ts): search the company's communities, then, in 'room'
 * mode, drill 栋 → 单元 → 房号. Register it at any path; `mode` is the default for a bare link.
 */
export function EstatePickerPage({ mode = 'community' }: { mode?: TEstatePickMode }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <EstatePicker key={id} id={id} fallbackMode={mode} />;
}

function EstatePicker({ id, fallbackMode }: { id: string; fallbackMode: TEstatePickMode }) {
  const request = useMemo(() => readEstateRequest(id || null, fallbackMode), [id, fallbackMode]);
  const [pick, setPick] = useState<TEstatePick | null>(null);
  const [building, setBuilding] = useState<TBuilding | null>(null);
  const [step, setStep] = useState<TStep>('community');
  const answered = useRef(false);

  useEffect(() => {
    return () => {
      window.setTimeout(() => {
        if (id && !answered.current && !document.querySelector(`[data-estate-picker="${id}"]`))
          reportEstatePick(id, null);
      }, 0);
    };
  }, [id]);

  const finish = (chosen: TEstatePick) => {
    answered.current = true;
    if (id) reportEstatePick(id, chosen);
    nav.navigateBack();
  };
  const chooseCommunity = (c: TCommunityPick) => {
    const chosen: TEstatePick = {
      communityId: c.communityId,
      communityName: c.name,
      cityId: c.cityId,
      districtId: c.districtId,
      districtName: c.districtName,
      regionId: c.regionId,
      regionName: c.regionName,
      address: c.address,
    };
    if (request.mode === 'community') return finish(chosen);
    setPick(chosen);
    setStep('building');
  };
  const back = () => {
    if (step === 'room') setStep('unit');
    else if (step === 'unit') setStep('building');
    else if (step === 'building') setStep('community');
    else nav.navigateBack();
  };

  return (
    <div data-estate-picker={id}>
      <PageShell
        title={request.title ?? (request.mode === 'room' ? '选择房号' : '选择小区')}
        onBack={back}
        footer={
          pick && step !== 'community' ? (
            <Button block color="primary" fill="outline" onClick={() => finish(pick)}>
              只选到此：{pick.communityName}
              {pick.buildingNo ? ` ${pick.buildingNo}栋` : ''}
              {pick.unitNo ? `${pick.unitNo}单元` : ''}
            </Button>
          ) : undefined
        }
      >
        {pick && step !== 'community' ? (
          <div className={styles.crumbs}>
            <button type="button" onClick={() => setStep('community')}>
              {pick.communityName}
            </button>
            {pick.buildingNo ? (
              <button type="button" onClick={() => setStep('building')}>
                › {pick.buildingNo}栋
              </button>
            ) : null}
            {pick.unitNo ? <span>› {pick.unitNo}单元</span> : null}
          </div>
        ) : null}
        {step === 'community' ? <CommunityStep onPick={chooseCommunity} /> : null}
        {step === 'building' && pick ? (
          <BuildingStep
            communityId={pick.communityId}
            onPick={(b) => {
              setBuilding(b);
              setPick({
                ...pick,
                buildingId: b.buildingId,
                buildingNo: b.buildingNo,
                unitId: undefined,
                unitNo: undefined,
              });
              setStep('unit');
            }}
          />
        ) : null}
        {step === 'unit' && pick && building ? (
          <div className={styles.grid}>
            {building.units.map((u) => (
              <button
                type="button"
                key={u.unitId}
                className={styles.cell}
                onClick={() => {
                  setPick({ ...pick, unitId: u.unitId, unitNo: u.unitNo });
                  setStep('room');
                }}
              >
                {u.unitNo}
                {u.unitLabel}
              </button>
            ))}
          </div>
        ) : null}
        {step === 'room' && pick?.unitId ? (
          <RoomStep
            communityId={pick.communityId}
            unitId={pick.unitId}
            onPick={(r) =>
              finish({
                ...pick,
                roomId: r.roomId,
                roomNo: r.roomNo,
                floor: r.floor,
                totalFloor: r.totalFloor,
                houseArea: r.houseArea,
              })
            }
          />
        ) : null}
      </PageShell>
    </div>
  );
}

function CommunityStep({ onPick }: { onPick: (c: TCommunityPick) => void }) {
  const [text, setText] = useState('');
  const key = useDebounced(text.trim());
  const query = useQuery({
    queryKey: [ESTATE_KEY, 'search', key],
    queryFn: async () => (await call(api.communitySearch, { query: { key, houseType: 0 } }, silent)).data,
  });
  return (
    <>
      <div className={styles.top}>
        <SearchBar placeholder="搜索小区名称或地址" value={text} onChange={setText} maxLength={30} />
      </div>
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={key ? '没有找到相关小区' : '暂无小区'} description="可在小区档案中添加或从基础小区导入" />
      ) : (
        <List>
          {query.data.map((c) => (
            <List.Item
              key={c.communityId}
              arrow
              onClick={() => onPick(c)}
              description={
                <span className={styles.sub}>
                  {[c.districtName, c.regionName, c.address].filter(Boolean).join(' · ')}
                </span>
              }
            >
              {c.name}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}

function BuildingStep({ communityId, onPick }: { communityId: number; onPick: (b: TBuilding) => void }) {
  const query = useQuery({
    queryKey: [ESTATE_KEY, 'buildings', communityId],
    queryFn: async () => (await call(api.communityBuildingSearch, { query: { communityId } }, silent)).data,
  });
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0)
    return <EmptyState title="该小区还没有楼栋" description="可只选到小区，或在小区详情中添加楼栋" />;
  return (
    <div className={styles.grid}>
      {query.data.map((b) => (
        <button type="button" key={b.buildingId} className={styles.cell} onClick={() => onPick(b)}>
          {b.buildingNo}
          {b.buildingLabel}
        </button>
      ))}
    </div>
  );
}

function RoomStep({
  communityId,
  unitId,
  onPick,
}: {
  communityId: number;
  unitId: number;
  onPick: (r: {
    roomId: number;
    roomNo: string;
    floor: number | null;
    totalFloor: number | null;
    houseArea: number | null;
  }) => void;
}) {
  const query = useQuery({
    queryKey: [ESTATE_KEY, 'rooms', communityId, unitId],
    queryFn: async () => (await call(api.communityRoomSearch, { query: { communityId, unitId } }, silent)).data,
  });
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title="该单元还没有房号" />;
  const floors = [...new Set(query.data.map((r) => r.floor ?? 0))].sort((a, b) => b - a);
  return (
    <>
      {floors.map((floor) => (
        <div key={floor}>
          <div className={styles.floor}>{floor ? `${floor}层` : '其他'}</div>
          <div className={styles.grid}>
            {query.data
              .filter((r) => (r.floor ?? 0) === floor)
              .map((r) => (
                <button type="button" key={r.roomId} className={styles.cell} onClick={() => onPick(r)}>
                  {r.roomNo}
                </button>
              ))}
          </div>
        </div>
      ))}
    </>
  );
}
