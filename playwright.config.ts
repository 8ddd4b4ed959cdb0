import { defineConfig } from '@playwright/test';
import { ensureServers, serverProgram } from './scripts/lib/setup.mjs';
import { markets, type Market } from './packages/config/markets';
import { launchArgs, testBrowser } from './tests/e2e/browsers';
import { projectGrep } from './tests/e2e/market-tags';

/**
 * Each market's production build is served by the production server on its own port.
 * E2E_PORT_BASE moves the three ports, so two checkouts can run their suites side by side.
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 3101);
// The servers run compiled, as `npm start` runs them; compiled here (in a second) when a source changed.
ensureServers();

export const marketPorts = Object.fromEntries(markets.map((market, index) => [market, portBase + index])) as Record<Market, number>;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The summary reporter keeps what ran and what was skipped, and why, for `npm test` to print at its end.
  reporter: [['list'], ['./tests/e2e/summary-reporter.ts']],
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  use: {
    headless: true,
    launchOptions: {
      executablePath: testBrowser,
      args: launchArgs,
    },
  },
  projects: markets.map((market) => ({
    name: market,
    grep: projectGrep(market),
    use: { baseURL: `http://127.0.0.1:${marketPorts[market]}` },
  })),
  webServer: markets.map((market) => ({
    command: `node ${serverProgram('main')}`,
    env: { MARKET: market, PORT: String(marketPorts[market]), DATA_DIR: `data/e2e-${market}` },
    url: `http://127.0.0.1:${marketPorts[market]}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    // A stop the server hears, so it stops its embedded PostgreSQL (pg_ctl's own process, which a
    // SIGKILL of the server's group leaves running) before the next run wants the same data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  })),
});
