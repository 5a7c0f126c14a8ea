import type { WebFeature } from '../../lib/web-feature.ts';

/** The design system's showcase (docs/design.md), for every officer: what each shared component looks like. */
export const design: WebFeature = {
  name: 'design',
  pages: [
    {
      page: 'adminDesign',
      module: 'src/features/design/design-page.tsx',
      area: 'admin',
      adminMenu: { label: 'Design system', order: 200, section: null },
    },
  ],
};
