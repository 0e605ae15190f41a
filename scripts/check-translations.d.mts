export const WEB_SOURCE: string;
export const CATALOGUES: string;
export const LANGUAGES: string[];
export function flatten(catalogue: object, prefix?: string): string[];
export function usedKeys(code: string): string[];
export function translationProblems(
  catalogues: Record<string, object>,
  sources: Record<string, string>,
): string[];
export function readCatalogue(base: string, lang: string, problems?: string[]): object;
export function readProject(base?: string): {
  catalogues: Record<string, object>;
  sources: Record<string, string>;
  /** Catalogue files their language's assembly does not import. */
  assembly: string[];
};
