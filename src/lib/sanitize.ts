// The only way HTML from the services (campaign terms) reaches the DOM: DOMPurify with a profile
// for formatted text. Scripts, event handlers, javascript:/data: links, forms, frames, SVG/MathML
// and inline styles are removed; paragraphs, lists, emphasis, tables and links survive.
import DOMPurify from 'dompurify';

const allowedTags = [
  'p',
  'br',
  'hr',
  'span',
  'div',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'code',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
];
const allowedAttributes = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope'];
// Only web links, e-mail and phone links; relative links stay on the portal.
const allowedUri = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

let configured = false;
function purifier() {
  if (!configured) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      // Links from the services open in a new tab without handing it our window.
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      // An image the service sent without a description is decorative for screen readers.
      if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
    configured = true;
  }
  return DOMPurify;
}

// Inline handlers are dropped before DOMPurify parses the text: parsing alone makes the browser
// report them to the page's CSP (nothing runs, but the report is noise). Not a security measure:
// DOMPurify below is.
const inlineHandlers = /\son[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

/** Sanitises service HTML for display; returns '' where no DOM is available (build time). */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  return purifier().sanitize(html.replace(inlineHandlers, ''), {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOWED_URI_REGEXP: allowedUri,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
