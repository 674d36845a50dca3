import { communityEndpoints as api } from '@awb/contract/community.contract';
import { ESTATE_PERMISSION } from '@awb/contract/community-shapes';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { nav } from '../../../platform/nav.ts';
import { usePermission } from '../../../platform/session.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { LoadingBlock } from '../../../ui/query-view.tsx';
import styles from '../estate.module.css';
import { refreshEstate, useCommunityValues, useMapConfig } from '../estate.queries.ts';

/** A round marker drawn with CSS, so that no marker image has to be served. */
const PIN = L.divIcon({
  className: '',
  html: '<div style="width:22px;height:22px;border-radius:50% 50% 50% 0;background:#13ad6b;transform:rotate(-45deg);border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)"></div>',
  iconSize: [22, 22],
  iconAnchor: [11, 22],
});

/**
 * pages/public/map?id=: shows a community's position on a map (leaflet; the tile source is server
 * configuration) and, for those who may edit communities, lets them mark it by tapping the map.
 */
export default function MapPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const values = useCommunityValues(id);
  const config = useMapConfig();
  const mayEdit = usePermission(ESTATE_PERMISSION.edit);
  const queryClient = useQueryClient();
  const box = useRef<HTMLDivElement>(null);
  const marker = useRef<L.Marker | null>(null);
  const [point, setPoint] = useState<{ longitude: number; latitude: number } | null>(null);
  const [failed, setFailed] = useState(false);

  const c = values.data;
  const cfg = config.data;
  useEffect(() => {
    if (!box.current || !cfg || (id && !c)) return;
    const start = c?.longitude != null && c.latitude != null ? { longitude: c.longitude, latitude: c.latitude } : null;
    const centre = start ?? cfg.center;
    const map = L.map(box.current, {
      minZoom: cfg.minZoom,
      maxZoom: cfg.maxZoom,
      zoomControl: true,
      attributionControl: false,
    });
    // Only the tile provider's own credit: Leaflet's default prefix adds its link and a flag.
    L.control.attribution({ prefix: false }).addTo(map);
    map.setView([centre.latitude, centre.longitude], cfg.defaultZoom);
    const tiles = L.tileLayer(cfg.tileUrl, {
      subdomains: cfg.subdomains,
      attribution: cfg.attribution,
      maxZoom: cfg.maxZoom,
    });
    let errors = 0;
    tiles.on('tileerror', () => {
      errors += 1;
      if (errors === 4) setFailed(true);
    });
    tiles.addTo(map);
    const place = (p: { longitude: number; latitude: number }) => {
      setPoint(p);
      if (marker.current) marker.current.setLatLng([p.latitude, p.longitude]);
      else marker.current = L.marker([p.latitude, p.longitude], { icon: PIN }).addTo(map);
    };
    if (start) place(start);
    if (mayEdit && id) {
      map.on('click', (e: L.LeafletMouseEvent) =>
        place({ longitude: Number(e.latlng.lng.toFixed(6)), latitude: Number(e.latlng.lat.toFixed(6)) }),
      );
    }
    return () => {
      marker.current = null;
      map.remove();
    };
  }, [c, cfg, id, mayEdit]);

  const save = async () => {
    if (!c || !point) return;
    // The edit call takes every field again: the community as loaded, with the new point.
    const res = await call(
      api.companyCommunityEdit,
      {
        body: {
          communityId: c.communityId,
          name: c.name,
          otherName: c.otherName,
          districtId: c.districtId,
          regionId: c.regionId,
          address: c.address,
          buildingCompany: c.buildingCompany,
          green: c.green,
          middleSchool: c.middleSchool,
          primarySchool: c.primarySchool,
          propertyCompany: c.propertyCompany,
          propertyfee: c.propertyfee,
          remark: c.remark,
          years: c.years,
          longitude: point.longitude,
          latitude: point.latitude,
        },
      },
      { loading: '保存中…' },
    );
    Toast.show({ icon: 'success', content: res.msg === '小区已保存' ? '位置已保存' : res.msg });
    await refreshEstate(queryClient);
    setTimeout(() => nav.navigateBack(), 1500);
  };

  const changed = c && point && (point.longitude !== c.longitude || point.latitude !== c.latitude);
  return (
    <PageShell
      title={c ? `${c.name} · 位置` : '地图'}
      footer={
        mayEdit && id ? (
          <Button block color="primary" disabled={!changed} onClick={() => void save()}>
            {point ? '保存位置' : '点击地图标注小区位置'}
          </Button>
        ) : undefined
      }
    >
      {!cfg || (id > 0 && !c) ? <LoadingBlock /> : null}
      <div ref={box} className={styles.map} data-testid="community-map" />
      <div className={styles.muted}>
        {failed ? 'Map load failed.' : point ? `经度 ${point.longitude}，纬度 ${point.latitude}` : '暂未标注位置'}
      </div>
    </PageShell>
  );
}
