// Content edited as markdown by the content team (docs/editing-the-faq.md).
import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { z } from 'astro/zod';
import { fileURLToPath } from 'node:url';
import { refuseUnsafeMarkdown } from '../scripts/content-html.ts';

/** The FAQ tabs, in the order they are shown (product-rules R100). */
export const faqTabs = ['App', 'Pedidos', 'Entregas', 'Cadastro'] as const;

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
    question: z.string().min(5),
    /** Which tab it belongs to. */
    tab: z.enum(faqTabs),
    /** Position inside its tab (smaller first). */
    order: z.number().int().default(100),
  }),
});

export const collections = { faq };
