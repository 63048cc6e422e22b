// The live list of password requirements under the new-password field. Not a live region (it
// would speak on every keystroke): the field points at it with aria-describedby instead.
import { passwordRequirements } from '../../lib/domain/auth-rules.ts';

const tick = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z';
const dot = 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z';

export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <div className="checklist" id={id}>
      <p className="checklist-title">A senha precisa ter:</p>
      <ul>
        {passwordRequirements.map((requirement) => {
          const met = requirement.test(password);
          return (
            <li key={requirement.id} className={met ? 'checklist-item checklist-item--met' : 'checklist-item'}>
              <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
                <path d={met ? tick : dot} />
              </svg>
              {requirement.label}
              <span className="visually-hidden">{met ? ' (atendido)' : ' (pendente)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
