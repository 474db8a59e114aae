/** Types for bundle-budget.mjs (a plain ES module so build.mjs runs it without a compiler). */
export interface ChunkFacts {
  isEntry: boolean;
  facade: string;
  /** The modules the chunk holds (a manual chunk group holds several). */
  modules?: string[];
  imports: string[];
  dynamicImports: string[];
}
export type ChunkGraph = Map<string, ChunkFacts>;
export const BUDGETS_KB: { signIn: number; route: number };
export function chunkGraphPlugin(graph: ChunkGraph): { name: string };
export function routeChunkSets(graph: ChunkGraph): Map<string, Set<string>>;
export function checkBudgets(graph: ChunkGraph, outDir: string): string[];
export function chunkCycles(graph: ChunkGraph): string[];
