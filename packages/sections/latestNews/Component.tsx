/** The newest posts live with the news (packages/features/news). */
export { LatestNews as Component } from '@/features/news/NewsSections';
