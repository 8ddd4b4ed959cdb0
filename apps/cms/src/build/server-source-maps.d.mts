export function slimSourceMaps(dir: string): number;
