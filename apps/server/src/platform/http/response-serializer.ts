import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/** Keywords whose meaning fast-json-stringify cannot reproduce: such a schema keeps zod. */
const ZOD_ONLY = new Set(['default']);

function needsZod(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(needsZod);
  if (schema === null || typeof schema !== 'object') return false;
  return Object.entries(schema).some(([key, value]) => ZOD_ONLY.has(key) || needsZod(value));
}

/**
 * `anyOf: [{ type: T, … }, { type: 'null' }]`, zod's nullable, as `type: [T, 'null']`: the same
 * JSON, without fast-json-stringify validating every value against both branches to choose one.
 */
function simplifyNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyNullables);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, simplifyNullables(value)]),
  );
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2 && Object.keys(out).length === 1) {
    const nullIndex = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string' && other.type !== 'null') {
      const nullable: JsonSchema = { ...other, type: [other.type, 'null'] };
      // An enum (or const) lists the allowed values: null must be one of them too, or a union
      // that validates its branches (a login answer's) would refuse a null it should write.
      if (Array.isArray(other.enum)) nullable.enum = [...other.enum, null];
      if ('const' in other) {
        delete nullable.const;
        nullable.enum = [other.const, null];
      }
      return nullable;
    }
  }
  return out;
}

/**
 * Serialises answers with fast-json-stringify, compiled once per route from the zod response
 * schema's JSON Schema (output side). Like zod's serializer it writes only the declared fields,
 * so nothing a handler adds by mistake leaves the server, and a missing required field is an
 * error; unlike it, it does not rebuild the whole answer as a validated copy before
 * `JSON.stringify`, the largest share of a detail answer's time after the query
 * (docs/performance.md §22). A schema JSON Schema cannot express (a transform, a date object, a
 * default to fill in) keeps zod's serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const schema = route.schema instanceof z.ZodType ? route.schema : undefined;
  if (!schema) return zodSerializerCompiler(route);
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      reused: 'inline',
      cycles: 'ref',
    }) as JsonSchema;
  } catch {
    return zodSerializerCompiler(route);
  }
  if (needsZod(json)) return zodSerializerCompiler(route);
  return fastJson(simplifyNullables(json) as Parameters<typeof fastJson>[0]);
};
