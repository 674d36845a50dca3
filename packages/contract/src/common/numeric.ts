import { z } from 'zod';
import type * as core from 'zod/v4/core';

/**
 * A number as a JSON number or as its decimal string (query strings and forms send strings), and
 * nothing else. `z.coerce.number()` runs `Number()` on anything, so `true` became 1, `[4]` became 4,
 * `null` became 0 and `'0x10'` became 16: `{"contractId":true}` deleted a contract. Here booleans,
 * arrays, objects, null, hexadecimal and exponent forms fail with the schema's own message. An empty
 * string still reads as `Number('')` did (0), so that an empty form field means what it always meant.
 */
const DECIMAL = /^\s*[-+]?(?:\d+(?:\.\d*)?|\.\d+)\s*$/;

type TDecimalNumber = z.ZodCoercedNumber<number | string>;

/**
 * A plain ZodNumber (so that OpenAPI documents it as a number) that reads decimal strings
 * first. Zod builds every chained copy (`.int()`, `.min()`…) with `new schema._zod.constr(def)`, so
 * the constructor is replaced too and the copies keep the reading.
 */
function DecimalNumber(def: core.$ZodNumberDef): TDecimalNumber {
  const schema = new z.ZodNumber(def) as unknown as TDecimalNumber;
  // `run` is the entry (the type's parse, then the checks).
  const run = schema._zod.run;
  schema._zod.run = (payload, ctx) => {
    const value = payload.value;
    if (typeof value === 'string' && (DECIMAL.test(value) || value.trim() === '')) payload.value = Number(value);
    return run(payload, ctx);
  };
  schema._zod.constr = DecimalNumber as unknown as typeof schema._zod.constr;
  return schema;
}

/** `z.coerce.number(params)` for the decimal forms only; chain `.int()`, `.min()`… as on any number. */
export function numeric(params?: string | core.$ZodNumberParams): TDecimalNumber {
  return DecimalNumber(z.number(params)._zod.def as core.$ZodNumberDef);
}
