import { DEFAULT_SITE_TEXTS } from '@ssf/domain/schemas/site';
import type { AppContext } from '../../context.ts';
import { siteTexts } from './tables.ts';

/**
 * A new site starts with the texts of a new install stored, so the admin's page opens on them and a
 * backup of the demo site holds them like any other record.
 */
export async function seedSiteTexts({ db }: AppContext): Promise<void> {
  await db.insert(siteTexts).values({ id: 1, texts: DEFAULT_SITE_TEXTS }).onConflictDoNothing();
}
