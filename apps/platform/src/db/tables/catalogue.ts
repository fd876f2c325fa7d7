import { boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestamptz } from './columns';
import { promotions } from './promotions';

/** Brand-wide settings as key -> JSON (brand, system status, feature flags, registration rules). */
export const brandSettings = pgTable('brand_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Colours used to draw the generated SVG of a banner, vendor icon or resource icon. */
export interface Palette {
  from: string;
  to: string;
  accent: string;
}

export const banners = pgTable('banners', {
  id: serialId(),
  groupName: text('group_name').notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  linkageType: text('linkage_type'),
  linkUrl: text('link_url'),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  palette: jsonb('palette').$type<Palette>().notNull(),
  sort: integer('sort').notNull(),
});

export const notices = pgTable(
  'notices',
  {
    id: serialId(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    /** HTML, stored as given: the web app sanitises it before rendering */
    content: text('content').notNull(),
    publishedAt: timestamptz('published_at').notNull(),
    /** the promotion it announces (a PR or PU notice); a removed promotion leaves the notice unlinked */
    promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
  },
  // a promotion's removal finds its notices
  (table) => [index('notices_promotion_id').on(table.promotionId)],
);

export const resources = pgTable('resources', {
  id: serialId(),
  resourceType: text('resource_type').notNull().unique(),
  url: text('url').notNull(),
  labelNameEn: text('label_name_en').notNull(),
  hasQrCode: boolean('has_qr_code').notNull(),
  palette: jsonb('palette').$type<Palette>().notNull(),
  sort: integer('sort').notNull(),
});

export const customerService = pgTable('customer_service', {
  id: serialId(),
  csType: text('cs_type').notNull(),
  /** '1' direct URL, '2' in-site page, '3' encrypted with `cipherKey` when served */
  type: text('type').notNull(),
  target: text('target').notNull(),
  /** 8-character key of a type '3' entry */
  cipherKey: text('cipher_key'),
  sort: integer('sort').notNull(),
});

export const vendors = pgTable(
  'vendors',
  {
    id: serialId(),
    vassalage: text('vassalage').notNull(),
    name: text('name').notNull(),
    /** the category the upstream files it under (esports and cockfight vendors sit in SPORTS) */
    category: text('category').notNull(),
    accountTypeId: integer('account_type_id').notNull(),
    isHot: smallint('is_hot').notNull().default(0),
    maintenance: boolean('maintenance').notNull().default(false),
    /** the vendor offers fun play: a visitor may play its slots with play money, without an account */
    funPlay: boolean('fun_play').notNull().default(false),
    palette: jsonb('palette').$type<Palette>().notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [uniqueIndex('vendors_vassalage_category').on(table.vassalage, table.category)],
);

export const domains = pgTable('domains', {
  id: serialId(),
  domain: text('domain').notNull().unique(),
  speed: integer('speed').notNull(),
});

/** The language a visitor last chose (keyed by visitor IP until sessions exist). */
export const languagePreferences = pgTable('language_preferences', {
  visitor: text('visitor').primaryKey(),
  language: text('language').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
