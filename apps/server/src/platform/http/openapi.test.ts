import { LISTING_REQUIRED_WHEN } from '@awb/contract/housing-listing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';
import { registeredEndpoints } from './route.ts';

type TSchema = {
  required?: string[];
  properties?: Record<string, TSchema>;
  items?: TSchema;
  enum?: number[];
  description?: string;
  'x-enum-labels'?: Record<string, string>;
};
type TDoc = { paths: Record<string, Record<string, any>> };

let t: TTestApp;
let doc: TDoc;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
  doc = res.json();
}, 60_000);
afterAll(async () => t.close());

function body(path: string): TSchema {
  return doc.paths[path]?.post?.requestBody?.content?.['application/json']?.schema;
}
/** A query parameter: its schema, with the description the document keeps on the parameter. */
function query(path: string, name: string): TSchema | undefined {
  const p = doc.paths[path]?.get?.parameters?.find((x: { name: string }) => x.name === name);
  return p ? { ...p.schema, description: p.description } : undefined;
}

describe('the OpenAPI document states what the server validates', () => {
  it('housingAdd requires only the fields a listing cannot do without', () => {
    const s = body('/housing/v2/housingAdd');
    expect(s.required?.sort()).toEqual(
      [
        'communityInfo',
        'contacts',
        'floor',
        'hall',
        'houseArea',
        'infoAttribution',
        'room',
        'totalFloor',
        'type',
      ].sort(),
    );
    expect(s.properties?.communityInfo?.required).toEqual(['communityId', 'roomNo']);
  });

  it('the rent terms are not required, and the price says which type needs it', () => {
    const s = body('/housing/v2/housingAdd');
    for (const field of ['rentPrice', 'rentUnit', 'moveIntoTime', 'rentPayway', 'rentway', 'sellPrice', 'sellPayway']) {
      expect(s.required).not.toContain(field);
    }
    expect(s.properties?.sellPrice?.description).toContain('type 为 1（出售）时必填');
    expect(s.properties?.rentPrice?.description).toContain('type 为 2（出租）时必填');
    expect(s.properties?.schoolSeatUseTime?.description).toContain('schoolSeat 为 1（已占用）时必填');
    const op = doc.paths['/housing/v2/housingAdd']?.post;
    expect(op.description).toContain('sellPrice：type 为 1（出售）时必填');
    expect(LISTING_REQUIRED_WHEN.map((r) => r.field)).toEqual(['schoolSeatUseTime', 'sellPrice', 'rentPrice']);
  });

  it('the listing edit has the same rules plus its id and version', () => {
    const s = body('/housing/v2/housingEdit');
    expect(s.required).toEqual(expect.arrayContaining(['houseId', 'version', 'type', 'contacts']));
    expect(s.required).not.toContain('rentPayway');
  });

  it('a field with a default is optional, one without is required (customerAdd)', () => {
    const s = body('/customer/v2/customerAdd');
    expect(s.required?.sort()).toEqual(['customerInfo', 'customerType']);
  });

  it('code fields list their values with their Chinese labels', () => {
    const customer = body('/customer/v2/customerAdd');
    expect(customer.properties?.customerType?.enum).toEqual([1, 2, 3]);
    expect(customer.properties?.customerType?.['x-enum-labels']).toEqual({ 1: '求购', 2: '求租', 3: '新房' });
    expect(customer.properties?.customerType?.description).toContain('1 求购，2 求租，3 新房');
    expect(customer.properties?.level?.description).toContain('1 A类（重点）');
    expect(customer.properties?.source?.enum).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(customer.properties?.paymentMethod?.description).toContain('5 押一付一');
    expect(customer.properties?.paymentMethod?.description).toContain('求租：0、5、6、7、8、9');

    const listing = body('/housing/v2/housingAdd');
    expect(listing.properties?.source?.description).toContain('0 未选择');
    expect(listing.properties?.rentPayway?.['x-enum-labels']?.['1']).toBe('押一付一');
    expect(listing.properties?.tags?.items?.enum).toContain(3);
    expect(listing.properties?.tags?.description).toContain('3 学区房');

    const rentContract = body('/contract/v2/contractRentAdd');
    expect(rentContract.properties?.paymentMethod?.description).toContain('押一付一');
  });

  it('query parameters get the same treatment', () => {
    expect(query('/search/appUseSwitch', 'payStatusId')?.enum).toEqual([1, 2, 3, 5, 6, 88]);
    expect(query('/search/appUseSwitch', 'payStatusId')?.description).toContain('5 合同管理');
    const posts = body('/housing/v2/housingPosts');
    expect(posts.required ?? []).not.toContain('pageindex');
  });
});

describe('the OpenAPI document says which calls are public', () => {
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, security: op.security as unknown })),
    );

  it('marks every operation: no security for the public calls, both session headers for the rest', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(200);
    for (const op of all) expect(op.security, `${op.method} ${op.path}`).toBeDefined();
    const publicPaths = all.filter((op) => Array.isArray(op.security) && op.security.length === 0).map((op) => op.path);
    expect(publicPaths).toEqual(
      expect.arrayContaining([
        '/sign/signingOpen',
        '/sign/signingSubmit',
        '/sign/verifyFile',
        '/user/login/mobileSignin',
      ]),
    );
    const customerList = all.find((op) => op.path === '/customer/v2/customerDetail');
    expect(customerList?.security).toEqual([{ token: [], sessionid: [] }]);
  });

  it('agrees with what the server enforces', () => {
    for (const [key, e] of registeredEndpoints) {
      const [method = '', path = ''] = key.split(' ');
      const op = doc.paths[path]?.[method.toLowerCase()];
      expect(op?.security, key).toEqual(e.auth === 'none' ? [] : [{ token: [], sessionid: [] }]);
    }
  });
});
