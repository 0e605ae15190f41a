import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { Field } from '../../../components/ui/Field';
import { useTranslation } from '../../../i18n';

/**
 * A password input with the Show/Hide toggle of docs/spec/screens.md, "Sign-in screen" (Login); a new one
 * shows its rule as the hint.
 */
export function PasswordField(
  props: InputHTMLAttributes<HTMLInputElement> & { label?: string; error?: string; hint?: ReactNode },
) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const { label = t('password.label'), ...input } = props;
  return (
    <Field
      {...input}
      label={label}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('password.hideAria') : t('password.showAria')}
          className="rounded px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50"
        >
          {visible ? t('password.hide') : t('password.show')}
        </button>
      }
    />
  );
}
