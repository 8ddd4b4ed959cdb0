/** Validates the copy of every page of every market, the news, the job openings and the documents: `npm run content:check`. */
import { localesOf, markets } from '@/config/markets';
import { loadSeedPage } from '@/content/pages';
import { routesOf } from '@/routes';
import { readNews } from '@/content/news';
import { readSeedJobs } from '@/content/jobs';
import { seedSnapshot } from '@/content/seed';

const only = process.argv.slice(2);
const problems: string[] = [];
let checked = 0;
for (const market of markets) {
  for (const key of routesOf(market)) {
    if (only.length && !only.includes(key)) continue;
    for (const locale of localesOf(market)) {
      try {
        loadSeedPage(key, locale);
        checked++;
      } catch (error) {
        const message = (error as Error).message;
        if (!problems.includes(message)) problems.push(message);
      }
    }
  }
}
function attempt<T>(check: () => T, fallback: T): T {
  try {
    return check();
  } catch (error) {
    problems.push((error as Error).message);
    return fallback;
  }
}

let posts = 0;
let jobs = 0;
if (!only.length) {
  posts = attempt(() => readNews().posts.length, 0);
  jobs = attempt(() => readSeedJobs().length, 0);
  // Each market's whole snapshot: its documents (their files among them) and open positions too.
  for (const market of markets) attempt(() => seedSnapshot(market), undefined);
}
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s).`);
  process.exit(1);
}
console.log(`All content valid (${checked} page-locale checks, ${posts} news posts, ${jobs} job openings, the documents of every market).`);
