// A problem with the whole form (no answer from the service), shown above the submit button and
// announced at once; it stays until the next attempt.
import '../../styles/forms.css';

export function FormProblem({ text }: { text: string | null }) {
  return (
    <div className="form-problem-slot" role="alert">
      {text ? <p className="form-problem">{text}</p> : null}
    </div>
  );
}
