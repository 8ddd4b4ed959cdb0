/** Validates the copy of every page of every market, and the news: `npm run content:check`. */
import { localesOf, markets } from '@/config/markets';
import { loadPage } from '@/content/pages';
import { routesOf } from '@/routes';
import { readNews } from '@/features/news/posts';

const only = process.argv.slice(2);
const problems: string[] = [];
let checked = 0;
for (const market of markets) {
  for (const key of routesOf(market)) {
    if (only.length && !only.includes(key)) continue;
    for (const locale of localesOf(market)) {
      try {
        loadPage(key, locale);
        checked++;
      } catch (error) {
        const message = (error as Error).message;
        if (!problems.includes(message)) problems.push(message);
      }
    }
  }
}
let posts = 0;
if (!only.length) {
  try {
    posts = readNews().posts.length;
  } catch (error) {
    problems.push((error as Error).message);
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s).`);
  process.exit(1);
}
console.log(`All content valid (${checked} page-locale checks, ${posts} news posts).`);
