export function ensureBuilt(options?: { force?: boolean }): void;
