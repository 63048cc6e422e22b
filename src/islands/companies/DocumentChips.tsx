// The documents added to a group request, each with a real button that removes it.
import { documentType, formatDocument } from '../../lib/domain/documents.ts';

export function DocumentChips({ documents, onRemove }: { documents: readonly string[]; onRemove: (doc: string) => void }) {
  return (
    <ul className="document-chips" aria-label="Documentos adicionados" aria-live="polite">
      {documents.map((doc) => (
        <li key={doc} className="document-chip">
          <span>
            {documentType(doc)} {formatDocument(doc)}
          </span>
          <button
            type="button"
            className="document-chip__remove"
            aria-label={`Remover ${formatDocument(doc)}`}
            onClick={() => onRemove(doc)}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M18.3 5.71 12 12l6.3 6.29-1.41 1.42L10.59 13.4 4.3 19.71 2.88 18.3 9.17 12 2.88 5.71 4.3 4.29l6.29 6.3 6.3-6.3z"
              />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
