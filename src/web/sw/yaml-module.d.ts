/** content/'s YAML, imported by the worker as its parsed data (the build's yaml-as-data plugin). */
declare module '*.yaml' {
  const data: unknown;
  export default data;
}
