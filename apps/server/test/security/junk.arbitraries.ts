import fc from 'fast-check';
import type { ZodType } from 'zod';

/** Strings attackers and broken clients send: SQL, markup, templates, paths, control characters. */
const HOSTILE_STRINGS = [
  "' OR '1'='1",
  '1; DROP TABLE core.users; --',
  "') UNION SELECT password_hash FROM core.users --",
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '\u0000',
  '%00%ff',
  '\uD800',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(400),
  '__proto__',
  'constructor',
  '😀'.repeat(300),
  'ﷺ̸̢̛̗̘̙̜̝̞̟̠'.repeat(50),
  'x'.repeat(70_000),
];

/** One value of the wrong kind, shape or size. */
export const junkValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 2 ** 53, -(2 ** 31), Number.MAX_SAFE_INTEGER),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

function shapeKeys(schema: ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Objects with the schema's own keys (some dropped, some extra) holding junk, or junk outright. */
export function junkBody(schema: ZodType | undefined): fc.Arbitrary<unknown> {
  const keys = shapeKeys(schema);
  const keyed = fc.record(Object.fromEntries(keys.map((key) => [key, junkValue])), { requiredKeys: [] });
  const extra = fc.dictionary(fc.constantFrom('__proto__', 'admin', 'user_id', 'id', 'x'), junkValue, {
    maxKeys: 2,
  });
  return fc.oneof(
    { weight: 4, arbitrary: fc.tuple(keyed, extra).map(([a, b]) => ({ ...b, ...a })) },
    { weight: 1, arbitrary: junkValue },
  );
}

/** Query strings: every value is text on the wire, so junk is stringified. */
export function junkQuery(schema: ZodType | undefined): fc.Arbitrary<Record<string, string | string[]>> {
  const keys = [...shapeKeys(schema), 'unexpected'];
  const text = fc.oneof(
    junkValue.map((value) =>
      typeof value === 'string' ? value.slice(0, 3000) : (JSON.stringify(value) ?? ''),
    ),
    fc.array(fc.constantFrom(...HOSTILE_STRINGS.slice(0, 12)), { minLength: 2, maxLength: 3 }),
  );
  return fc
    .subarray(keys)
    .chain((chosen) =>
      fc
        .array(text, { minLength: chosen.length, maxLength: chosen.length })
        .map((values) => Object.fromEntries(chosen.map((key, i) => [key, values[i] as string | string[]]))),
    );
}
