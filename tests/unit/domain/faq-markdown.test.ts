// What the FAQ's editor says of an answer before saving it (product-rules R220, architecture.md R281): the
// build's own rules, in pt-BR, with the answer's line.
import { describe, expect, it } from 'vitest';
import { faqAnswerProblems, rawHtmlIn, unsafeLinksIn } from '../../../src/lib/domain/faq-markdown.ts';

describe('faqAnswerProblems', () => {
  it('says nothing of plain markdown, a tag in backticks and the allowed links', () => {
    expect(faqAnswerProblems('**Sim**, veja `<b>` e [pedidos](/pedidos), [site](https://a.b), [ligue](tel:0800).')).toEqual([]);
  });

  it('names raw HTML and an unsafe link with their line in the answer, as the build refuses them', () => {
    const answer = 'Primeira linha.\nVeja <b>isto</b>.\n[aqui](javascript:alert(1))';
    expect(rawHtmlIn(`---\n---\n${answer}`)).toHaveLength(2);
    expect(unsafeLinksIn(`---\n---\n${answer}`)).toHaveLength(1);
    const [html, link] = faqAnswerProblems(answer);
    expect(html).toMatch(/^A resposta não pode ter HTML \(linha 2: <b>; linha 2: <\/b>\)\. Escreva em markdown/);
    expect(link).toMatch(/^A resposta não pode ter este link \(linha 3: javascript:alert\(1\)\)\. Use só endereços https:/);
  });

  it('reads an answer that opens with a rule (---) as an answer, not as front matter', () => {
    expect(faqAnswerProblems('---\nVeja <script>x</script>\n---')).toHaveLength(1);
  });
});

describe('rawHtmlIn and unsafeLinksIn at their edges (R220, R281)', () => {
  it('read a front matter that is never closed as all front matter: nothing of it is prose', () => {
    expect(rawHtmlIn('---\nquestion: <b>x</b>\n[a](javascript:1)')).toEqual([]);
    expect(unsafeLinksIn('---\nquestion: x\n[a](javascript:1)')).toEqual([]);
  });

  it('name a plain-http link once, as its destination, not again as a bare address inside it', () => {
    expect(unsafeLinksIn('---\n---\nVeja [o site](http://www.example.com) e www.example.org hoje')).toEqual([
      { line: 3, found: 'http://www.example.com' },
      { line: 3, found: 'www.example.org' },
    ]);
  });
});
