import { eq } from 'drizzle-orm';
import { CUT } from '@ssf/domain/constants';
import { fullTitle } from '@ssf/domain/pages';
import { truncate } from '@ssf/domain/text';
import { forms as formsTable } from './tables.ts';
import type { Feature } from '../feature.ts';
import { formRoutes } from './routes.ts';
import { seedForms } from './seed.ts';
import { formsMedia } from './service.ts';

/** Public forms (feedback, sign-ups, surveys) on the question engine recruitment uses, and their review. */
export const forms: Feature = {
  name: 'forms',
  routes: formRoutes,
  media: formsMedia,
  seed: seedForms,
  pageMeta: {
    // A shared link to a published form shows its title, the start of its description and its
    // header image; an unknown or unpublished form's page is a 404.
    '/f/:slug': async ({ slug }, { db }) => {
      const [form] = await db
        .select()
        .from(formsTable)
        .where(eq(formsTable.slug, slug.toLowerCase()))
        .limit(1);
      if (!form?.isActive) return null;
      return {
        title: fullTitle(form.title),
        description: truncate(form.description || form.title, CUT.blogPageDescription),
        image: form.headerImage,
      };
    },
  },
};
