'use client';

import { defaultLocale, isMarket } from '@/config/markets';
import { isRouteKey, pathOf } from '@/routes';

/** The pages list's column of which page a document is: its address on its market's site ("/kolacici"), not its route key. */
export function PageAddressCell({ cellData, rowData }: { cellData?: unknown; rowData?: { market?: unknown } }) {
  if (typeof cellData !== 'string' || !isRouteKey(cellData)) return <span>{typeof cellData === 'string' ? cellData : ''}</span>;
  const market = isMarket(rowData?.market) ? rowData.market : 'cro';
  return <span>{pathOf(cellData, defaultLocale(market))}</span>;
}
