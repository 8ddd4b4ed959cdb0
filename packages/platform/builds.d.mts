export const CURRENT_FILE: string;
export const SERVER_DIR: string;
export function buildFingerprint(root: string, market: string, siteUrl: string | undefined, source?: string, code?: string): string;
export function distDir(root: string, market: string): string;
export function newBuildId(now?: Date): string;
export function currentBuildDir(root: string, market: string): string | undefined;
export function readBuildInfo(
  root: string,
  market: string,
): { market: string; buildId: string; siteUrl: string; fingerprint: string; builtAt: string } | undefined;
export function cmsFingerprint(root: string): string;
export function sameCodeBuild(root: string, market: string, code: string): string | undefined;
export function codeFingerprint(root: string): string;
