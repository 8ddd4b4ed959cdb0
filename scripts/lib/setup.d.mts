export const root: string;
export function run(command: string, args: string[], env?: Record<string, string>, options?: { doing?: string }): void;
export function ensureDependencies(): void;
export function ensureBuild(market: string, siteUrl?: string): void;
export function ensureChromium(): Promise<void>;
export function packageVersion(name: string): string;
export function ensureCmsBuild(env?: Record<string, string>): void;
export function together(steps: { name: string; command: string; args: string[]; env?: Record<string, string> }[]): Promise<void>;
