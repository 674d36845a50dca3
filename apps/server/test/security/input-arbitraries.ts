import type { TEndpoint } from '@awb/contract/common/endpoint';
import fc from 'fast-check';
// The parser Fastify (find-my-way) and @fastify/formbody use, so that the suite sees a request as the server does.
import { parse as parseQuery } from 'fast-querystring';
import { z } from 'zod';
import { holdsUnstorable } from '../../src/platform/http/input-guard.ts';

/**
 * Generated requests for the bad-input suite, derived from each endpoint's Zod schema (through its
 * JSON Schema): a plausible sample, then mutations (wrong types, missing fields, extra fields,
 * overlong strings, bad numbers, injection strings), malformed bodies and wrong content types. Each
 * request carries what the server will see of it (`view`), so that the suite can tell, with the
 * same schema, whether it must be refused.
 */

type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

/** One generated request and what the server sees of it. */
export type TGenerated = {
  kind: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What validation will get, or REFUSED when the transport already refuses it (bad JSON, media type). */
  view: unknown;
};
export const REFUSED = Symbol('refused by the transport');

/** Strings that break naive SQL, HTML, templates, paths, parsers and logs. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)',
  '" OR ""="',
  "admin'--",
  '\\',
  '%',
  '_',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as is
  '${7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: x=1',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '𠜎𠜱𠝹𠱓',
  '\ud800',
  'a\udfffb',
  '🏠'.repeat(30),
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1F',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

/** Fields a caller might add to claim another tenant, user or role. */
export const PRIVILEGED_FIELDS = [
  'company_id',
  'companyId',
  'isManager',
  'is_manager',
  'userId',
  'user_id',
  'id',
  'status',
  'role',
  'permissions',
  'sessionId',
  '__proto__',
];

const BAD_NUMBERS: unknown[] = [
  -1,
  0,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e308,
  -1e308,
  1.5,
  -0.000001,
  '1e999',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  ' 12 ',
  '１２',
  '١٢',
  '1_000',
  '',
  '9'.repeat(400),
];

export function requestJsonSchema(schema: z.ZodType): TJsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;
}

const typesOf = (s: TJsonSchema): string[] => (s.type === undefined ? [] : [s.type].flat());

/** A value that fits a JSON Schema as far as the schema can say (refinements are not in it). */
export function plausible(s: TJsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(plausible));
  const type = typesOf(s)[0];
  switch (type) {
    case 'string':
      return plausibleString(s);
    case 'integer':
    case 'number': {
      const min = Math.max(s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -100), -1000);
      const max = Math.min(s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 5000), 5000);
      return fc.integer({ min: Math.min(min, max), max });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? plausible(s.items) : fc.string(), { maxLength: 3 });
    case 'object': {
      const props = s.properties ?? {};
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, plausible(v)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  }
}

function plausibleString(s: TJsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 24, 24);
  if (s.pattern) {
    const pattern = new RegExp(s.pattern);
    try {
      return fc.stringMatching(pattern).filter((v) => v.length >= minLength && v.length <= (s.maxLength ?? v.length));
    } catch {
      // Lookaheads and the like: fast-check cannot generate from them; known good shapes instead.
      return fc
        .tuple(fc.stringMatching(/^[a-z]{3,8}$/), fc.stringMatching(/^\d{3,8}$/))
        .map(([letters, digits]) => `${letters}${digits}`)
        .filter((v) => pattern.test(v));
    }
  }
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }),
    fc.string({
      unit: fc.constantFrom(...'房源客户杭州西湖区文三路经纪人'),
      minLength,
      maxLength: Math.max(minLength, maxLength),
    }),
  );
}

/** The value one generated field takes: its own, or a hostile one. */
function mutatedValue(s: TJsonSchema | undefined, asQuery: boolean): fc.Arbitrary<{ kind: string; value: unknown }> {
  const types = s ? typesOf(s) : [];
  const choices: fc.Arbitrary<{ kind: string; value: unknown }>[] = [
    (asQuery
      ? fc.oneof(
          fc.constantFrom<unknown>('', 'abc', 'true', 'null', '[object Object]'),
          fc.array(fc.string({ maxLength: 5 }), { minLength: 2, maxLength: 3 }),
        )
      : fc.oneof(
          fc.constantFrom<unknown>(null, true, false, [], {}, 0, '', [1, 2], { $gt: '' }, { nested: { deep: [1] } }),
          fc.integer(),
          fc.double(),
          fc.string({ maxLength: 10 }),
        )
    ).map((value) => ({ kind: 'wrong type', value })),
    fc.constantFrom(...HOSTILE_STRINGS).map((value) => ({ kind: 'injection', value })),
    fc.tuple(fc.integer({ min: 1, max: 300 }), fc.constantFrom('x', '汉', '😀', ' ')).map(([extra, unit]) => ({
      kind: 'overlong',
      value: unit.repeat((s?.maxLength ?? 2000) + extra),
    })),
  ];
  if (types.includes('integer') || types.includes('number') || !s) {
    choices.push(
      fc.constantFrom(...BAD_NUMBERS).map((value) => ({ kind: 'bad number', value: asQuery ? String(value) : value })),
    );
  }
  return fc.oneof(...choices);
}

/** How a field-level mutation is applied to an object sample. */
type TMutation = { kind: string; apply(sample: Record<string, unknown>): void };

function mutations(s: TJsonSchema, asQuery: boolean): fc.Arbitrary<TMutation> {
  const props = s.properties ?? {};
  const keys = Object.keys(props);
  const required = (s.required ?? []).filter((k) => k in props);
  const options: fc.Arbitrary<TMutation>[] = [
    fc
      .tuple(
        fc.constantFrom(...PRIVILEGED_FIELDS),
        asQuery ? fc.constantFrom('1', '2', 'true') : fc.constantFrom<unknown>(1, 2, true, '1', { x: 1 }),
      )
      .map(([key, value]) => ({
        kind: `extra field ${key}`,
        apply: (sample) => {
          Object.defineProperty(sample, key, { value, enumerable: true, configurable: true, writable: true });
        },
      })),
  ];
  if (required.length > 0) {
    options.push(
      fc.constantFrom(...required).map((key) => ({ kind: `missing ${key}`, apply: (sample) => delete sample[key] })),
    );
  }
  if (keys.length > 0) {
    options.push(
      fc.constantFrom(...keys).chain((key) =>
        mutatedValue(props[key], asQuery).map(({ kind, value }) => ({
          kind: `${kind} ${key}`,
          apply: (sample: Record<string, unknown>) => {
            sample[key] = value;
          },
        })),
      ),
    );
  }
  return fc.oneof(...options);
}

/** Objects may come without a prototype (fast-check makes such), so never String() them. */
const asText = (v: unknown): string => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
const toQueryValue = (v: unknown): string | string[] => (Array.isArray(v) ? v.map(asText) : asText(v));

function queryString(sample: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(sample)) {
    const value = toQueryValue(v);
    for (const one of [value].flat()) params.append(k, one);
  }
  return params.toString();
}

/** A request carrying an object sample the way the endpoint takes input (query, JSON or form). */
function asRequest(e: TEndpoint, sample: Record<string, unknown>, kind: string, form: boolean): TGenerated {
  if (e.query) {
    const qs = queryString(sample);
    return { kind, method: e.method, url: qs ? `${e.path}?${qs}` : e.path, headers: {}, view: viewOfQuery(qs) };
  }
  if (form) {
    const payload = queryString(sample);
    return {
      kind: `${kind} (form)`,
      method: e.method,
      url: e.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
      view: viewOfForm(payload),
    };
  }
  const payload = JSON.stringify(sample);
  return {
    kind,
    method: e.method,
    url: e.path,
    headers: { 'content-type': 'application/json' },
    payload,
    view: viewOfJson(payload),
  };
}

const viewOfQuery = (qs: string): unknown => (qs.length === 0 ? {} : { ...parseQuery(qs) });
const viewOfForm = (body: string): unknown => ({ ...parseQuery(body) });
function viewOfJson(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    // Fastify's JSON parser refuses prototype poisoning outright.
    if (/"(__proto__|constructor)"\s*:/.test(text)) return REFUSED;
    return value;
  } catch {
    return REFUSED;
  }
}

/** The schema the endpoint validates (query or body). */
export const inputSchemaOf = (e: TEndpoint): z.ZodType => {
  const schema = e.query ?? e.body;
  if (!schema) throw new Error(`${e.method} ${e.path} takes no input`);
  return schema;
};

/**
 * Whether validation must refuse what the server sees. A missing or null body is validated as {}
 * (route.ts), a body or query that does not parse never reaches validation, and a string PostgreSQL
 * cannot store (a NUL, half a surrogate pair) is refused before it (input-guard.ts).
 */
export function mustRefuse(e: TEndpoint, view: unknown): boolean {
  if (view === REFUSED || holdsUnstorable(view)) return true;
  const input = e.body && (view === undefined || view === null) ? {} : view;
  return !inputSchemaOf(e).safeParse(input).success;
}

/** Valid-looking samples mutated 1–3 times (field level). */
export function mutatedRequests(e: TEndpoint): fc.Arbitrary<TGenerated> {
  const js = requestJsonSchema(inputSchemaOf(e));
  const asQuery = Boolean(e.query);
  return fc
    .record({
      sample: plausible(js) as fc.Arbitrary<Record<string, unknown>>,
      changes: fc.array(mutations(js, asQuery), { minLength: 1, maxLength: 3 }),
      form: fc.boolean(),
    })
    .map(({ sample, changes, form }) => {
      const copy = { ...sample };
      for (const change of changes) change.apply(copy);
      return asRequest(e, copy, changes.map((c) => c.kind).join(', '), form);
    });
}

/** Bodies and queries that are broken as a whole: malformed JSON, wrong content types, junk. */
export function malformedRequests(e: TEndpoint): fc.Arbitrary<TGenerated> {
  const js = requestJsonSchema(inputSchemaOf(e));
  const sampleText = plausible(js).map((v) => JSON.stringify(v));
  if (e.query) {
    const junk = fc.oneof(
      fc.constantFrom(
        '%',
        '%%',
        '%E0%A4%A',
        '%ZZ=1',
        '&&&',
        '=1',
        'a[b]=1',
        'a[]=1&a[]=2',
        '%00=%00',
        '__proto__[x]=1',
        'constructor[prototype][x]=1',
      ),
      fc.string({ unit: 'binary', maxLength: 60 }).map(encodeURIComponent),
      fc.integer({ min: 2000, max: 12000 }).map((n) => `q=${'x'.repeat(n)}`),
    );
    return fc
      .tuple(junk, fc.constantFrom(...Object.keys(js.properties ?? { x: 1 })), fc.constantFrom(...BAD_NUMBERS))
      .map(([text, key, bad]) => {
        const qs = `${text}&${encodeURIComponent(key)}=${encodeURIComponent(String(bad))}`;
        return {
          kind: `junk query ${text.slice(0, 20)}`,
          method: e.method,
          url: `${e.path}?${qs}`,
          headers: {},
          view: viewOfQuery(qs),
        };
      });
  }
  const raw = (kind: string, contentType: string, payload: string | Buffer, view: unknown): TGenerated => ({
    kind,
    method: e.method,
    url: e.path,
    headers: contentType ? { 'content-type': contentType } : {},
    payload,
    view,
  });
  return fc.oneof(
    sampleText.chain((text) =>
      fc
        .integer({ min: 0, max: Math.max(0, text.length - 1) })
        .map((cut) => raw('truncated JSON', 'application/json', text.slice(0, cut), REFUSED)),
    ),
    fc
      .constantFrom(
        '{',
        '}',
        '{"a":}',
        "{'a':1}",
        '{"a":1,}',
        'undefined',
        'NaN',
        '\u0000',
        '{"a":"\\u00"}',
        '[1,2',
        '{"a":1}{"b":2}',
      )
      .map((text) => raw('malformed JSON', 'application/json', text, viewOfJson(text))),
    fc
      .constantFrom('{"__proto__":{"isManager":true}}', '{"constructor":{"prototype":{"isManager":true}}}')
      .map((text) => raw('prototype poisoning', 'application/json', text, REFUSED)),
    fc
      .constantFrom<unknown>(null, [], [{}], 0, 1, 'text', true, false)
      .map((value) => raw('JSON that is not an object', 'application/json', JSON.stringify(value), value)),
    fc.constant(raw('empty JSON body', 'application/json', '', REFUSED)),
    sampleText.chain((text) =>
      fc
        .constantFrom(
          'application/xml',
          'text/html',
          'application/octet-stream',
          'image/png',
          'application/x-www-form',
          'text/plain',
          'application/javascript',
        )
        .map((type) => raw(`wrong content type ${type}`, type, text, REFUSED)),
    ),
    fc
      .string({ unit: 'binary', maxLength: 80 })
      .map((text) =>
        raw(
          'junk JSON bytes',
          'application/json',
          Buffer.from(text, 'latin1'),
          viewOfJson(Buffer.from(text, 'latin1').toString()),
        ),
      ),
    fc
      .constantFrom('%', '%E0%A4%A', 'a=%ZZ', '&&&=', 'a[b]=1', '__proto__[isManager]=1', '=')
      .map((text) => raw('malformed form', 'application/x-www-form-urlencoded', text, viewOfForm(text))),
    fc.constant(
      raw(
        'multipart to a JSON call',
        'multipart/form-data; boundary=awb',
        '--awb\r\nContent-Disposition: form-data; name="companyId"\r\n\r\n1\r\n--awb--\r\n',
        REFUSED,
      ),
    ),
    plausible(js).chain((sample) =>
      fc.constantFrom('\ud800', 'x\udc00', '\udbff\udbff').map((half) => {
        const copy = { ...(sample as Record<string, unknown>) };
        const key = Object.keys(copy).find((k) => typeof copy[k] === 'string') ?? 'remark';
        copy[key] = half;
        const text = JSON.stringify(copy);
        return raw(`lone surrogate in ${key}`, 'application/json', text, viewOfJson(text));
      }),
    ),
    fc.constantFrom(...BROKEN_MULTIPART).map((m) => raw(m.kind, m.contentType, m.payload, REFUSED)),
    fc.constant(
      raw('body over 1 MB', 'application/json', JSON.stringify({ x: 'x'.repeat(1024 * 1024 + 10) }), REFUSED),
    ),
  );
}

/**
 * multipart/form-data bodies that do not parse. Every call is sent them (JSON calls refuse the type,
 * upload calls fail to read them), including the public upload calls.
 */
export const BROKEN_MULTIPART: { kind: string; contentType: string; payload: string }[] = [
  { kind: 'multipart without a boundary', contentType: 'multipart/form-data', payload: '--x\r\n\r\n' },
  { kind: 'multipart with an empty boundary', contentType: 'multipart/form-data; boundary=', payload: '--\r\n' },
  {
    kind: 'multipart cut off in a file',
    contentType: 'multipart/form-data; boundary=awb',
    payload:
      '--awb\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
  },
  {
    kind: 'multipart cut off in a header',
    contentType: 'multipart/form-data; boundary=awb',
    payload: '--awb\r\nContent-Disposition: form-da',
  },
  { kind: 'multipart that is only junk', contentType: 'multipart/form-data; boundary=awb', payload: 'junk\r\njunk' },
  {
    kind: 'multipart with a part header that is not one',
    contentType: 'multipart/form-data; boundary=awb',
    payload: '--awb\r\nnot a header at all\r\n\r\nvalue\r\n--awb--\r\n',
  },
];

/** Valid samples (by the schema) with hostile strings and privileged fields added: must never crash. */
export function hostileValidRequests(e: TEndpoint): fc.Arbitrary<TGenerated> {
  const schema = inputSchemaOf(e);
  const js = requestJsonSchema(schema);
  const props = js.properties ?? {};
  const stringKeys = Object.keys(props).filter((k) => typesOf(props[k] ?? {}).includes('string'));
  const asQuery = Boolean(e.query);
  return fc
    .record({
      sample: plausible(js) as fc.Arbitrary<Record<string, unknown>>,
      hostile:
        stringKeys.length > 0
          ? fc.option(fc.tuple(fc.constantFrom(...stringKeys), fc.constantFrom(...HOSTILE_STRINGS)))
          : fc.constant(null),
      extras: fc.subarray(
        PRIVILEGED_FIELDS.filter((k) => k !== '__proto__' && !(k in props)),
        { minLength: 1 },
      ),
      form: fc.boolean(),
    })
    .map(({ sample, hostile, extras, form }) => {
      const copy: Record<string, unknown> = { ...sample };
      if (hostile) copy[hostile[0]] = hostile[1];
      for (const key of extras)
        copy[key] = key.toLowerCase().includes('manager') ? (asQuery ? 'true' : true) : asQuery ? '1' : 1;
      return asRequest(e, copy, `valid + ${hostile ? `hostile ${hostile[0]}, ` : ''}extras ${extras.join(',')}`, form);
    });
}
