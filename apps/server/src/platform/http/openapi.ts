import { ENUM_LABELS_KEY } from '@awb/contract/common/enum-labels';
import { REQUIRED_WHEN_KEY, type TRequiredWhen } from '@awb/contract/common/required-when';
import { createJsonSchemaTransform, jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * The OpenAPI document, told the truth about inputs. Forms send '' or nothing for unset fields, so
 * most input schemas start with a preprocess step that JSON Schema cannot see: read as they are, every
 * such field looks required. Here a property is required exactly when the very schema the server
 * validates with refuses it missing; fields a value of another field makes required (a sale listing's
 * price) say so in their description and in the operation's; code fields list their values with
 * their Chinese labels (`enum`, `x-enum-labels` and a description line).
 */

type TJson = Record<string, any>;
type TOverrideContext = { zodSchema: $ZodType; jsonSchema: TJson };

/** Whether the schema refuses a missing value (an async check counts as refusing: it is never skipped). */
function refusesMissing(schema: $ZodType): boolean {
  try {
    const result = schema['~standard'].validate(undefined);
    return result instanceof Promise || result.issues !== undefined;
  } catch {
    return true;
  }
}

/** `1 求购，2 求租，3 新房`. */
export function labelLine(labels: Record<string, string>): string {
  return Object.entries(labels)
    .map(([code, label]) => `${code} ${label}`)
    .join('，');
}

function appendDescription(target: TJson, line: string): void {
  const current = typeof target.description === 'string' ? target.description : '';
  if (current.includes(line)) return;
  target.description = current ? `${current}\n${line}` : line;
}

function applyLabels(json: TJson): void {
  const labels = json[ENUM_LABELS_KEY] as Record<string, string> | undefined;
  if (!labels) return;
  const codes = Object.keys(labels).map(Number);
  const target = json.type === 'array' && json.items && typeof json.items === 'object' ? json.items : json;
  target.enum = codes;
  appendDescription(json, labelLine(labels));
}

export function requiredWhenLine(rule: Pick<TRequiredWhen, 'when' | 'equals' | 'label'>): string {
  return `${rule.when} 为 ${rule.equals}（${rule.label}）时必填`;
}

function applyRequiredWhen(json: TJson): void {
  const rules = json[REQUIRED_WHEN_KEY] as TRequiredWhen[] | undefined;
  if (!rules || !json.properties) return;
  for (const rule of rules) {
    const prop = json.properties[rule.field];
    if (!prop) continue;
    // A copy: the same field schema may be shared by other objects where it is not conditional.
    const copy = { ...prop };
    appendDescription(copy, requiredWhenLine(rule));
    json.properties[rule.field] = copy;
  }
}

function setRequired(json: TJson, shape: Record<string, $ZodType>): void {
  const required = Object.keys(shape).filter((key) => refusesMissing(shape[key] as $ZodType));
  if (required.length > 0) json.required = required;
  else delete json.required;
}

/** OpenAPI 3.0 has no null type: `anyOf [X, null]` becomes X with `nullable` (as the library does). */
function collapseNullable(json: TJson): void {
  if (!Array.isArray(json.anyOf)) return;
  json.anyOf = json.anyOf.filter((s: TJson) => Object.keys(s).length > 0);
  const isNull = (s: TJson) =>
    s.nullable === true && Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === null;
  const others = json.anyOf.filter((s: TJson) => !isNull(s));
  if (others.length === json.anyOf.length || others.length === 0) return;
  if (others.length === 1) {
    delete json.anyOf;
    Object.assign(json, others[0], { nullable: true });
  } else {
    json.anyOf = others;
    json.nullable = true;
  }
}

function inputOverride(ctx: TOverrideContext): void {
  const def = ctx.zodSchema._zod.def as { type: string; shape?: Record<string, $ZodType> };
  if (def.type === 'union') collapseNullable(ctx.jsonSchema);
  if (def.type === 'object' && def.shape) setRequired(ctx.jsonSchema, def.shape);
  applyLabels(ctx.jsonSchema);
  applyRequiredWhen(ctx.jsonSchema);
}

const inputTransform = createJsonSchemaTransform({ zodToJsonConfig: { override: inputOverride } });

type TTransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The operation's own description: its conditional fields, in one place a reader sees first. */
function operationDescription(schemas: (TJson | undefined)[]): string | undefined {
  const lines = schemas.flatMap((s) =>
    ((s?.[REQUIRED_WHEN_KEY] as TRequiredWhen[] | undefined) ?? []).map((r) => `${r.field}：${requiredWhenLine(r)}`),
  );
  return lines.length > 0 ? `条件必填：\n${lines.join('\n')}` : undefined;
}

/**
 * Who may call the operation, as OpenAPI says it: a public call (`auth: 'none'`: signing links, the
 * pay notice, registration, the verification page) needs nothing, every other call both session
 * headers. A route that declares no auth is public too: the app's pages, files (signed links), health.
 */
export function operationSecurity(auth: string | undefined): TJson[] {
  return auth === undefined || auth === 'none' ? [] : [{ token: [], sessionid: [] }];
}

/** `transform` of @fastify/swagger: inputs through the overrides above, answers as the library makes them. */
export function apiDocTransform(document: TTransformInput): ReturnType<typeof jsonSchemaTransform> {
  const input = inputTransform(document);
  const output = jsonSchemaTransform(document);
  const schema = { ...(input.schema as TJson) };
  if ((output.schema as TJson | undefined)?.response) schema.response = (output.schema as TJson).response;
  const description = operationDescription([schema.body, schema.querystring]);
  if (description) schema.description = description;
  schema.security = operationSecurity((document.route.config as { auth?: string } | undefined)?.auth);
  return { schema, url: input.url } as ReturnType<typeof jsonSchemaTransform>;
}
