/**
 * The kinds of field the section types are made of. Text fields marked "markdown" take paragraphs,
 * **bold**, lists and links; a link to another page is written [text](route:route-key) and resolves
 * to that page in the same locale.
 */
import { z } from 'zod';
import { markets } from '@/config/markets';
import { routeTable, type RouteKey } from '@/routes/table';
import { copyText, markdownText } from '@/content/text-schema';

/** The icons a section may show, by their names in lucide-react. */
export const icons = [
  'Pill',
  'FlaskConical',
  'Microscope',
  'PawPrint',
  'Smile',
  'Stethoscope',
  'Truck',
  'Warehouse',
  'FileCheck',
  'ClipboardList',
  'Package',
  'Wrench',
  'Building2',
  'Users',
  'Newspaper',
  'Scale',
  'ShieldCheck',
  'Award',
  'HeartPulse',
  'Ear',
  'Sun',
  'Droplets',
  'Sparkles',
  'Leaf',
  'Globe',
  'Phone',
  'Mail',
  'MapPin',
  'Clock',
  'Thermometer',
  'Handshake',
  'GraduationCap',
  'Briefcase',
  'FileText',
  'Camera',
  'Cookie',
  'Lock',
  'Activity',
  'Syringe',
  'TestTube',
  'Baby',
  'HeartHandshake',
  'Search',
] as const;
export type IconName = (typeof icons)[number];

export const text = copyText;
/** A paragraph of plain text: the same rules as `text`, edited in a multi-line box. */
export const paragraph = copyText.meta({ format: 'multiline' });
export const markdown = markdownText;
export const routeKey = z.enum(Object.keys(routeTable) as [RouteKey, ...RouteKey[]]);
/** Drawn in the admin as a picker of the icons themselves. */
export const icon = z.enum(icons).meta({ format: 'icon' });

/** Every section may be limited to some markets. */
export const base = { markets: z.array(z.enum(markets)).min(1).optional() };
