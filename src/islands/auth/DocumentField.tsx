// The CPF/CNPJ field: drops punctuation and spaces as the user types or pastes, keeps letters
// upper-cased (alphanumeric CNPJ, product-rules R16). A text keyboard, not a numeric one: Android's
// numeric keypad has no letters, which would lock out a CNPJ issued from July 2026.
import { cleanDocumentInput } from '../../lib/domain/auth-rules.ts';
import { TextField, type TextFieldProps } from '../shared/TextField.tsx';

type DocumentFieldProps = Omit<TextFieldProps, 'normalize' | 'type' | 'inputMode' | 'label'> & { label?: string };

export function DocumentField({ label = 'CPF/CNPJ', ...props }: DocumentFieldProps) {
  return (
    <TextField
      {...props}
      label={label}
      type="text"
      inputMode="text"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      normalize={cleanDocumentInput}
    />
  );
}
