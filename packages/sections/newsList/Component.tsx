/** The list lives with the news (packages/features/news). */
export { NewsList as Component } from '@/features/news/NewsSections';
