import type * as z from 'zod/mini';

/** What the walk needs of a zod schema's definition (zod/mini keeps it on `_zod.def`). */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  out?: z.ZodMiniType;
}
const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
/** A lazy schema's inner schema (lazySchema in zod.ts: zod builds it once, on this first read). */
const innerOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { innerType: z.ZodMiniType } })._zod.innerType;

/** The keys a translatable() object's `hi` may hold, or null for an object of another kind. */
function translatableKeys(shape: Record<string, z.ZodMiniType>): string[] | null {
  const hi = shape.hi && defOf(shape.hi);
  const inner = hi?.type === 'optional' && hi.innerType ? defOf(hi.innerType) : undefined;
  return inner?.type === 'object' && inner.shape ? Object.keys(inner.shape) : null;
}

/**
 * Calls `visit` for every object of our own prose in `data` (a translatable() object in its
 * schema, docs/hindi.md), with the keys that take Hindi, children before their parent's return.
 * Follows the schema, not the data, so an object that has no Hindi yet is visited too.
 */
export function walkTranslatable(
  schema: z.ZodMiniType,
  data: unknown,
  visit: (object: Record<string, unknown>, keys: readonly string[]) => void,
): void {
  const def = defOf(schema);
  if (def.type === 'lazy') return walkTranslatable(innerOf(schema), data, visit);
  if ((def.type === 'optional' || def.type === 'nullable') && def.innerType)
    return walkTranslatable(def.innerType, data, visit);
  if (def.type === 'pipe' && def.out) return walkTranslatable(def.out, data, visit);
  if (def.type === 'array' && def.element && Array.isArray(data)) {
    for (const item of data) walkTranslatable(def.element, item, visit);
    return;
  }
  if (def.type !== 'object' || !def.shape || data === null || typeof data !== 'object') return;
  const object = data as Record<string, unknown>;
  for (const [key, child] of Object.entries(def.shape)) if (key !== 'hi') walkTranslatable(child, object[key], visit);
  const keys = translatableKeys(def.shape);
  if (keys) visit(object, keys);
}

/** How much of a content entry's prose has its Hindi: texts with Hindi / texts that take it. */
export function translationCoverage(schema: z.ZodMiniType, data: unknown): { translated: number; total: number } {
  let translated = 0;
  let total = 0;
  walkTranslatable(schema, data, (object, keys) => {
    const hi = (object.hi ?? {}) as Record<string, unknown>;
    for (const key of keys) {
      if (object[key] === undefined) continue;
      total += 1;
      if (hi[key] !== undefined) translated += 1;
    }
  });
  return { translated, total };
}

/**
 * The entry as a Hindi reader sees it: each text replaced, in place, by its Hindi where there is
 * one (the `hi` objects go), and for each object that still shows English the keys that do, so
 * the page can say so. `data` is a freshly parsed answer nobody else holds.
 */
export function localizeContent<T>(
  schema: z.ZodMiniType,
  data: T,
): { data: T; englishOnly: Map<object, readonly string[]> } {
  const englishOnly = new Map<object, readonly string[]>();
  walkTranslatable(schema, data, (object, keys) => {
    const hi = (object.hi ?? {}) as Record<string, unknown>;
    const missing = keys.filter((key) => object[key] !== undefined && hi[key] === undefined);
    for (const key of keys) if (hi[key] !== undefined) object[key] = hi[key];
    delete object.hi;
    if (missing.length) englishOnly.set(object, missing);
  });
  return { data, englishOnly };
}
