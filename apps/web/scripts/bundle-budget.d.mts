export const INITIAL_BUDGET: number;
export const CHUNK_BUDGET: number;
export interface MeasuredFile {
  file: string;
  bytes: number;
}
export interface BundleMeasure {
  initial: MeasuredFile[];
  initialBytes: number;
  lazy: MeasuredFile[];
}
export function staticImports(code: string): string[];
export function measureBundle(dist: string): BundleMeasure;
export function budgetProblems(measure: Pick<BundleMeasure, 'initialBytes' | 'lazy'>): string[];
