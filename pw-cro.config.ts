import base from './playwright.config';
export default { ...base, projects: base.projects!.filter((p) => p.name === 'cro'), webServer: (base.webServer as Array<{ env: Record<string, string> }>).filter((s) => s.env.MARKET === 'cro') };
