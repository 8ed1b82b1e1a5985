import { useState, type ReactNode } from 'react';

interface Props {
  id: string;
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  prefix: ReactNode;
  type?: 'text' | 'password';
  autoComplete?: string;
  error?: string;
  /** text for the show/hide toggle of a password field */
  toggleLabel?: string;
  toggleIcon?: (visible: boolean) => ReactNode;
}

/**
 * A native input dressed in Arco's input classes (the stylesheet is loaded): Arco's Input module brings
 * TextArea, Search and a resize-observer polyfill the sign-in page does not need, and the login page has
 * a hard JS budget (DESIGN §8).
 */
export function LoginField({
  id,
  value,
  onChange,
  placeholder,
  prefix,
  type = 'text',
  autoComplete,
  error,
  toggleLabel,
  toggleIcon,
}: Props) {
  const [visible, setVisible] = useState(false);
  const cls = [
    'arco-input-inner-wrapper',
    'arco-input-inner-wrapper-large',
    'arco-input-inner-wrapper-has-prefix',
    error ? 'arco-input-inner-wrapper-error' : '',
    'zx-login-input',
  ].join(' ');
  return (
    <div className="zx-login-field">
      <span className={cls}>
        <span className="arco-input-group-prefix">{prefix}</span>
        <input
          id={id}
          className="arco-input arco-input-size-large"
          type={type === 'password' && !visible ? 'password' : 'text'}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {type === 'password' && toggleIcon && (
          <span className="arco-input-group-suffix">
            <button type="button" className="zx-login-eye" aria-label={toggleLabel} onClick={() => setVisible((v) => !v)}>
              {toggleIcon(visible)}
            </button>
          </span>
        )}
      </span>
      {error && (
        <div className="zx-login-error" id={`${id}-error`} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
