// What a screen shows when its data could not be loaded: the reason, in pt-BR, and a retry.
interface LoadErrorProps {
  /** The reason under the title: the service's details, or the screen's own text. */
  message?: string;
  onRetry?: () => void;
  /** Heading above the message; defaults to a generic one. */
  title?: string;
}

/** An alert with the failure and, when it makes sense, a 'Tentar novamente' button. */
export function LoadError({ message, onRetry, title = 'Não foi possível carregar os dados' }: LoadErrorProps) {
  return (
    <div className="load-error card" role="alert">
      <p className="load-error__title">{title}</p>
      {message ? <p className="load-error__message">{message}</p> : null}
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Tentar novamente
        </button>
      )}
    </div>
  );
}
