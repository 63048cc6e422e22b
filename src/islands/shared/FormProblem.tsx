// A problem with the whole form (no answer from the service), shown above the submit button and
// announced at once; it stays until the next attempt. A text may carry a second line of its own
// (`.form-problem__detail`), such as the service's reason under the spec's sentence.
import type { ReactNode } from 'react';
import '../../styles/forms.css';

export function FormProblem({ text }: { text: ReactNode }) {
  return (
    <div className="form-problem-slot" role="alert">
      {text ? <p className="form-problem">{text}</p> : null}
    </div>
  );
}
