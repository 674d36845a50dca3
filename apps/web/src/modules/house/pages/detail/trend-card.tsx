import { EVALUATE_LEVEL } from '@awb/contract/housing-options';
import { lazy, Suspense } from 'react';
import { LoadingBlock } from '../../../../ui/query-view.tsx';
import { useEvaluation, usePriceTrend } from '../../house.queries.ts';
import { timeAgo, trimNumber } from '../../house-format.ts';
import styles from './detail.module.css';

/** ECharts stays out of the first screen: its chunk loads when a chart is first drawn. */
const PriceTrendChart = lazy(() => import('../../components/price-trend-chart.tsx'));

/** 价格走势: every price the listing has had (chart) and the changes with who made them. */
export function TrendCard({ houseId }: { houseId: number }) {
  const trend = usePriceTrend(houseId);
  const data = trend.data;
  return (
    <section className={styles.card}>
      <div className={styles.cardHead}>
        <h2>价格走势</h2>
        {data ? <span className={styles.cardHint}>单位：{data.unit}</span> : null}
      </div>
      {!data ? (
        <LoadingBlock />
      ) : data.points.length < 2 ? (
        <p className={styles.cardEmpty}>
          {data.points.length === 1
            ? `挂牌价 ${trimNumber(data.points[0]!.price)}${data.unit}，暂无调价记录`
            : '暂无价格记录'}
        </p>
      ) : (
        <Suspense fallback={<LoadingBlock text="图表加载中" />}>
          <PriceTrendChart
            labels={data.points.map((p) => p.date.slice(5, 10))}
            series={[{ name: '挂牌价', values: data.points.map((p) => p.price) }]}
            unit={data.unit}
          />
        </Suspense>
      )}
      {data && data.changes.length > 0 ? (
        <ul className={styles.changes}>
          {data.changes.slice(0, 5).map((c) => (
            <li key={c.changeId}>
              <span>
                {trimNumber(c.oldPrice)} →{' '}
                <b className={c.newPrice < c.oldPrice ? styles.down : styles.up}>{trimNumber(c.newPrice)}</b>
                {data.unit}
              </span>
              <span className={styles.muted}>
                {c.userName} · {timeAgo(c.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** 价格评估: the listing against live listings of the same type in its community. */
export function EvaluationCard({ houseId, sale }: { houseId: number; sale: boolean }) {
  const evaluation = useEvaluation(houseId);
  const e = evaluation.data;
  if (!e) return null;
  const unit = sale ? '元/㎡' : '元/月';
  const tone = e.level === EVALUATE_LEVEL.high ? styles.up : e.level === EVALUATE_LEVEL.low ? styles.down : styles.fair;
  return (
    <section className={styles.card}>
      <div className={styles.cardHead}>
        <h2>价格评估</h2>
        <span className={`${styles.verdict} ${tone}`}>{e.levelName}</span>
      </div>
      {e.level === EVALUATE_LEVEL.none ? (
        <p className={styles.cardEmpty}>同小区在售样本不足（{e.sampleCount}套），暂无法评估</p>
      ) : (
        <>
          <div className={styles.evalGrid}>
            <div>
              <b>{e.unitPrice?.toLocaleString('zh-CN') ?? '—'}</b>
              <span>本房源{sale ? '单价' : '租金'}</span>
            </div>
            <div>
              <b>{e.avgUnitPrice?.toLocaleString('zh-CN') ?? '—'}</b>
              <span>小区均价（{unit}）</span>
            </div>
            <div>
              <b className={tone}>
                {e.diffPercent === null ? '—' : `${e.diffPercent > 0 ? '+' : ''}${e.diffPercent}%`}
              </b>
              <span>与均价相比</span>
            </div>
          </div>
          <p className={styles.cardHint}>
            参考 {e.sampleCount} 套同小区房源，区间 {e.minUnitPrice?.toLocaleString('zh-CN')}–
            {e.maxUnitPrice?.toLocaleString('zh-CN')}
            {unit}
            {e.estimatePrice ? `，按均价估算约 ${trimNumber(e.estimatePrice)}${sale ? '万' : '元/月'}` : ''}
          </p>
          {e.monthly.length >= 2 ? (
            <Suspense fallback={<LoadingBlock text="图表加载中" />}>
              <PriceTrendChart
                labels={e.monthly.map((m) => m.month.slice(2))}
                series={[{ name: '小区均价', values: e.monthly.map((m) => m.avgUnitPrice) }]}
                unit={unit}
                height={160}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </section>
  );
}
