// Content edited as markdown by the content team (docs/editing-the-faq.md).
import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { fileURLToPath } from 'node:url';
import { refuseUnsafeMarkdown } from '../scripts/content-html.ts';
import { FAQ_DEFAULT_ORDER, FAQ_QUESTION_MIN_LENGTH, faqTabs } from './lib/domain/faq-markdown.ts';

// The FAQ's editor at /admin describes the same fields from the same constants (src/admin/faq-editor-config.ts).
export { faqTabs };

const faqBase = './src/content/faq/';
const faqFiles = glob({ pattern: '**/*.md', base: faqBase });

/**
 * The FAQ's files, refused when one carries raw HTML (product-rules R220) or a link anywhere but https,
 * e-mail, phone or the portal's own paths (architecture.md R281). The check runs here, where
 * `astro build`, `astro dev` and `astro check` read the collection, so no way of building skips it; a
 * remark plugin could not stop the build, since the glob loader only logs a file that fails to render.
 */
const faqLoader: Loader = {
  name: 'faq-without-html-or-unsafe-links',
  load: async (context) => {
    refuseUnsafeMarkdown(fileURLToPath(new URL(faqBase, context.config.root)), fileURLToPath(context.config.root));
    await faqFiles.load(context);
  },
};

const faq = defineCollection({
  loader: faqLoader,
  schema: z.object({
    /** The question, as the client would ask it. */
    question: z.string().min(FAQ_QUESTION_MIN_LENGTH),
    /** Which tab it belongs to. */
    tab: z.enum(faqTabs),
    /** Position inside its tab (smaller first). */
    order: z.number().int().default(FAQ_DEFAULT_ORDER),
  }),
});

export const collections = { faq };
