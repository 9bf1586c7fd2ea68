export type BiomeConfig = Record<string, unknown> & { overrides?: Array<{ includes?: string[] }> };
export function featuresOf(appDir: string): string[];
export function withFences(config: BiomeConfig, features: string[]): BiomeConfig;
export function fencePlan(root: string): Array<{ file: string; current: string; wanted: string }>;
