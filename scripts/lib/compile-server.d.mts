export function compileServer(root: string, outDir?: string): { outDir: string; programs: string[]; sources: string[] };
export function ensureServerBuild(root: string): boolean;
