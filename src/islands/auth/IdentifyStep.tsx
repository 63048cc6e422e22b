// First access, step 1: client code, CPF/CNPJ and the over-18 check ('Cadastrar'). The address
// may carry both values (/auth/signup/:clientCode?/:document?) to prefill them.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { cleanDocumentInput, validateIdentify, type IdentifyValues } from '../../lib/domain/auth-rules.ts';
import { $registration, identifyClient, takeSignUpPrefill } from '../../lib/screens/access.ts';
import { CheckboxField } from '../shared/CheckboxField.tsx';
import { FormProblem } from '../shared/FormProblem.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { TextField } from '../shared/TextField.tsx';
import { useFormErrors } from '../shared/use-form-errors.ts';
import { DocumentField } from './DocumentField.tsx';
import { offlineText } from '../../lib/domain/offline-texts.ts';

const order = ['clientCode', 'document', 'ageCheck'] as const;

export function IdentifyStep() {
  const { busy, problem } = useStore($registration);
  const [values, setValues] = useState<IdentifyValues>({ clientCode: '', document: '', ageCheck: false });
  const { errors, fieldRef, check } = useFormErrors(values, validateIdentify, order);

  // Prefill after hydration: the static page cannot know the address it will be opened at. The address then
  // drops the CPF/CNPJ (R283).
  useEffect(() => {
    const { clientCode, document } = takeSignUpPrefill();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the static HTML renders empty fields; the address is known only now
    setValues((v) => ({
      ...v,
      clientCode: clientCode || v.clientCode,
      document: document ? cleanDocumentInput(document) : v.document,
    }));
  }, []);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (check()) void identifyClient(values);
  };

  return (
    <form className="form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <p className="form-intro">Informe o código do cliente e o CPF ou CNPJ cadastrados na distribuidora.</p>
      <TextField
        ref={fieldRef('clientCode')}
        label="Código do cliente"
        name="clientCode"
        inputMode="numeric"
        autoComplete="off"
        aria-required="true"
        value={values.clientCode}
        onValue={(clientCode) => setValues((v) => ({ ...v, clientCode }))}
        error={errors.clientCode}
      />
      <DocumentField
        ref={fieldRef('document')}
        name="document"
        autoComplete="username"
        aria-required="true"
        value={values.document}
        onValue={(document) => setValues((v) => ({ ...v, document }))}
        error={errors.document}
      />
      <CheckboxField
        ref={fieldRef('ageCheck')}
        label="Tenho mais de 18 anos"
        required
        checked={values.ageCheck}
        onChecked={(ageCheck) => setValues((v) => ({ ...v, ageCheck }))}
        error={errors.ageCheck}
      />
      <FormProblem text={problem} />
      <SubmitButton busy={busy} offlineText={offlineText('fazer o cadastro')}>
        Cadastrar
      </SubmitButton>
    </form>
  );
}
