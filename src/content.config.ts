// Content edited as markdown by the content team (README, 'Editing the FAQ').
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** The FAQ tabs, in the order they are shown (product-rules R100). */
export const faqTabs = ['App', 'Pedidos', 'Entregas', 'Cadastro'] as const;

const faq = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './src/content/faq' }),
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
