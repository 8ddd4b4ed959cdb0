export function auditVerdict(output: string): { verdict: 'pass' | 'warn' | 'fail'; message: string };
