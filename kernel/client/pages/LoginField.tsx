import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

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
  const input = useRef<HTMLInputElement>(null);
  useAdoptedValue(input, (el) => el.value, value, onChange);
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
          ref={input}
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

/**
 * Takes what a prerendered input holds when the console takes the page over (typed or autofilled before the
 * scripts ran, see kernel/server/console-preload.ts) into the form's state, once: hydration keeps the input's
 * value on screen but not in React's state, which would then submit an empty field.
 */
export function useAdoptedValue<T>(
  ref: RefObject<HTMLInputElement>,
  read: (el: HTMLInputElement) => T,
  value: T,
  set: (v: T) => void,
): void {
  const first = useRef({ read, value, set });
  useEffect(() => {
    const { read, value, set } = first.current;
    const el = ref.current;
    if (el && read(el) !== value) set(read(el));
  }, [ref]);
}
