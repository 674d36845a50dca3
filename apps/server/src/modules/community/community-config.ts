/**
 * Settings of the community module, read from the environment (listed in docs/community.md):
 * - `MAP_KEY`: key of the maps web service (AMap 高德 Web 服务); without it the nearby tabs say
 *   'Map key not configured.'.
 * - `MAP_API_URL`: base of the maps web service (default https://restapi.amap.com).
 * - `MAP_TILE_URL`, `MAP_TILE_SUBDOMAINS`, `MAP_TILE_ATTRIBUTION`: the tile source of the map page
 *   (default AMap's road tiles, which use the same GCJ-02 coordinates as the place search).
 */
export type TCommunityConfig = {
  mapKey: string | undefined;
  mapApiUrl: string;
  tileUrl: string;
  tileSubdomains: string;
  tileAttribution: string;
};

export function readCommunityConfig(env: NodeJS.ProcessEnv = process.env): TCommunityConfig {
  return {
    mapKey: env.MAP_KEY?.trim() || undefined,
    mapApiUrl: (env.MAP_API_URL?.trim() || 'https://restapi.amap.com').replace(/\/+$/, ''),
    tileUrl:
      env.MAP_TILE_URL?.trim() ||
      'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
    tileSubdomains: env.MAP_TILE_SUBDOMAINS?.trim() || '1234',
    tileAttribution: env.MAP_TILE_ATTRIBUTION?.trim() || '© 高德地图',
  };
}
