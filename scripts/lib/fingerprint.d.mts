export function buildFingerprint(root: string, market: string, siteUrl: string | undefined): string;
export function distDir(root: string, market: string): string;
export function readBuildInfo(root: string, market: string): { market: string; siteUrl: string; fingerprint: string; builtAt: string } | undefined;
