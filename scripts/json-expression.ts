/**
 * Data for a module the build writes (catalogues, page lists, YAML the worker imports): an
 * expression that evaluates to `value`. JSON.parse of a string literal is parsed faster than the
 * same object written as a JavaScript literal.
 */
export const jsonExpression = (value: unknown): string => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
