import { MAP_RADIUS, MAP_RESULTS } from './nearby-constants.ts';

/** A place of the maps service's answer (AMap v3 place/around: pois). */
export type TRawPoi = {
  id?: unknown;
  name?: unknown;
  type?: unknown;
  address?: unknown;
  distance?: unknown;
  location?: unknown;
};
export type TPlaceAroundResult = {
  status: string;
  info: string;
  pois: { id: string; name: string; type: string; address: string; distance: number | null; location: string }[];
};

const text = (v: unknown): string => (typeof v === 'string' ? v : Array.isArray(v) ? '' : v == null ? '' : String(v));

/**
 * Client of the maps service's place-around search (seed 001 §7 "Nearby places"): key, location
 * ("lng,lat"), types, page 1, offset 6, sortrule distance, radius 30000. The answer carries status
 * ('1' success) and pois; anything else is passed on as status and info for the app to show.
 */
export class PlaceAroundClient {
  constructor(
    private readonly baseUrl: string,
    private readonly key: string,
    private readonly timeoutMs = 8000,
  ) {}

  async search(location: { longitude: number; latitude: number }, types: string): Promise<TPlaceAroundResult> {
    const params = new URLSearchParams({
      key: this.key,
      location: `${location.longitude.toFixed(6)},${location.latitude.toFixed(6)}`,
      types,
      page: '1',
      offset: String(MAP_RESULTS),
      sortrule: 'distance',
      radius: String(MAP_RADIUS),
      extensions: 'base',
      output: 'JSON',
    });
    let body: { status?: unknown; info?: unknown; pois?: unknown };
    try {
      const response = await fetch(`${this.baseUrl}/v3/place/around?${params}`, {
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) return { status: '0', info: `HTTP ${response.status}`, pois: [] };
      body = (await response.json()) as typeof body;
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      return { status: '0', info: name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK_ERROR', pois: [] };
    }
    const status = text(body.status);
    const pois = Array.isArray(body.pois) ? (body.pois as TRawPoi[]) : [];
    return {
      status,
      info: text(body.info),
      pois:
        status === '1'
          ? pois.slice(0, MAP_RESULTS).map((p) => {
              const distance = Number(text(p.distance));
              return {
                id: text(p.id),
                name: text(p.name),
                type: text(p.type),
                address: text(p.address),
                distance: text(p.distance) !== '' && Number.isFinite(distance) ? distance : null,
                location: text(p.location),
              };
            })
          : [],
    };
  }
}
